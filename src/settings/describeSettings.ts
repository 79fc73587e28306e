/**
 * What is written from the declaration of the build settings (BUILD_SETTINGS): their types
 * (src/settings/buildSettings.d.mts) and their table (docs/build-settings.md). Written by
 * `tsx scripts/generate-settings.ts`; buildSettings.test.ts fails when the committed files differ.
 */
import type { BuildSettingDeclaration } from './buildSettings.mjs';

export const SETTINGS_TYPES_FILE = 'src/settings/buildSettings.d.mts';
export const SETTINGS_TABLE_FILE = 'docs/build-settings.md';

const GENERATED = 'Written by `tsx scripts/generate-settings.ts` from BUILD_SETTINGS';

/** The whole of buildSettings.d.mts. */
export function settingsTypesSource(settings: readonly BuildSettingDeclaration[]): string {
  const fields = settings
    .map(
      (setting) =>
        `  /** ${setting.description} (${setting.variable}) */\n  ${setting.key}: ${setting.type};`,
    )
    .join('\n');
  return `// Types of src/settings/buildSettings.mjs. ${GENERATED} (buildSettings.mjs): do not edit.

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
${fields}
  /** Where \`next build\` writes the export: exportDir, or a folder inside the project when exportDir is outside it. */
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
`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The whole of docs/build-settings.md. */
export function settingsTableMarkdown(settings: readonly BuildSettingDeclaration[]): string {
  const rows = settings.map(
    (setting) =>
      `| \`${setting.variable}\` | ${cell(setting.description)} | ${setting.default === null ? 'unset' : `\`${setting.default}\``} | ${setting.browser ? 'yes' : 'no'} |`,
  );
  return `# Build settings

<!-- ${GENERATED} in src/settings/buildSettings.mjs: do not edit. -->

Environment variables read when the site is built. Each is read and validated once, in
\`src/settings/buildSettings.mjs\`: a value that breaks its rule stops the build with a message
naming the variable and what to give instead. "Browser" settings are inlined into the pages'
JavaScript; the others stay on the build machine.

| Variable | Effect | Default | Browser |
|---|---|---|---|
${rows.join('\n')}

To add a setting, declare it in \`BUILD_SETTINGS\` and run \`tsx scripts/generate-settings.ts\`,
which writes this table and the settings' types.
`;
}
