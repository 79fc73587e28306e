/** Types of src/settings/buildSettings.mjs. */
export interface BuildSettings {
  /** Absolute origin for canonical, hreflang and sitemap URLs, without a trailing slash. */
  siteOrigin: string;
  /** The only host (with its port, if any) on which /sw.js is registered. */
  productionHost: string;
  gaMeasurementId: string;
  muiXLicenseKey: string;
  /** Absolute path of the folder the static export ends up in. */
  exportDir: string;
  /** Where `next build` writes the export: exportDir, or a folder inside the project when exportDir is outside it. */
  buildDir: string;
  /** Absolute path of DOCS_CONTENT_DIR, or null when the site is built from data/. */
  contentDir: string | null;
  /** The repository's web address, for "Edit this page" links. */
  repositoryUrl: string;
  repositoryBranch: string;
}

export const DEFAULT_SITE_ORIGIN: string;
export const DEFAULT_PRODUCTION_HOST: string;
export const DEFAULT_EXPORT_DIR: string;
export const DEFAULT_REPOSITORY_URL: string;
export const DEFAULT_REPOSITORY_BRANCH: string;

export class BuildSettingsError extends Error {
  constructor(variable: string, value: string, rule: string);
}

export function readBuildSettings(
  env?: Record<string, string | undefined>,
  projectRoot?: string,
): BuildSettings;
