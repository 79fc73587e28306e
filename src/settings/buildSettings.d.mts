// Types of src/settings/buildSettings.mjs. Written by `tsx scripts/generate-settings.ts` from BUILD_SETTINGS (buildSettings.mjs): do not edit.

/** One build setting, as BUILD_SETTINGS declares it. */
export interface BuildSettingDeclaration {
  /** The environment variable. */
  variable: string;
  /** Its field in BuildSettings. */
  key: Exclude<keyof BuildSettings, 'buildDir'>;
  /** The field's TypeScript type. */
  type: 'string' | 'string | null' | 'boolean';
  /** The default, as the variable would give it; null when unset means "off" or "none". */
  default: string | null;
  /** Inlined into the browser bundle (next.config.mjs's env block). */
  browser: boolean;
  description: string;
  /** The value from the trimmed variable (null when unset or blank); throws BuildSettingsError. */
  read: (value: string | null, variable: string, projectRoot: string) => string | boolean | null;
}

/** The build settings, read and validated. */
export interface BuildSettings {
  /** Absolute origin for canonical, hreflang and sitemap URLs, without a trailing slash. (NEXT_PUBLIC_SITE_ORIGIN) */
  siteOrigin: string;
  /** The only host (with its port, if any: it is compared with `location.host`) on which /sw.js is registered. (NEXT_PUBLIC_PRODUCTION_HOST) */
  productionHost: string;
  /** Turns analytics on; nothing is sent without it. Empty when unset. (NEXT_PUBLIC_GA_MEASUREMENT_ID) */
  gaMeasurementId: string;
  /** Licence key for the commercial data grid and pickers demos. Empty when unset. (NEXT_PUBLIC_MUI_X_LICENSE_KEY) */
  muiXLicenseKey: string;
  /** Absolute path of the folder the static export ends up in (given relative to the project or absolute; one outside the project is built inside it, in .export-staging/, and moved by scripts/finish-export.ts). (NEXT_EXPORT_DIR) */
  exportDir: string;
  /** Absolute path of a folder of Markdown pages built instead of data/ (the benchmark corpus, the service worker fixture); null when the site is built from data/. (DOCS_CONTENT_DIR) */
  contentDir: string | null;
  /** The repository's web address, for "Edit this page" links. (DOCS_REPOSITORY_URL) */
  repositoryUrl: string;
  /** The branch those links point into. (DOCS_REPOSITORY_BRANCH) */
  repositoryBranch: string;
  /** Where page feedback is sent: a JSON POST of `{page, section, vote, comment}` to this http(s) URL, which must answer cross-origin requests. Unset: the comment opens a prefilled new issue on the repository instead. (DOCS_FEEDBACK_URL) */
  feedbackUrl: string | null;
  /** True when set to `1`: the build writes browser source maps beside the chunks, to see what a page's JavaScript is made of. (ANALYZE_BUNDLES) */
  analyzeBundles: boolean;
  /** `npm run build` also writes its phase breakdown to this file as JSON (the benchmark's corpus builds set it); null when unset. (BUILD_PHASES_FILE) */
  buildPhasesFile: string | null;
  /** Where `next build` writes the export: exportDir, or a folder inside the project when exportDir is outside it. */
  buildDir: string;
}

export const DEFAULT_SITE_ORIGIN: string;
export const DEFAULT_PRODUCTION_HOST: string;
export const DEFAULT_EXPORT_DIR: string;
export const DEFAULT_REPOSITORY_URL: string;
export const DEFAULT_REPOSITORY_BRANCH: string;
export const BUILD_SETTINGS: readonly BuildSettingDeclaration[];

export class BuildSettingsError extends Error {
  constructor(variable: string, value: string, rule: string);
}

export function readBuildSettings(
  env?: Record<string, string | undefined>,
  projectRoot?: string,
): BuildSettings;

export function browserEnvironment(settings: BuildSettings): Record<string, string>;
