// The build settings, declared once in BUILD_SETTINGS: each one's variable, default, rule,
// whether it reaches the browser, and description. next.config.mjs (its `env` block), the export
// steps, the gates, the benchmark and the page head take their values from readBuildSettings; the
// types (buildSettings.d.mts) and docs/build-settings.md are written from the declaration by
// `tsx scripts/generate-settings.ts`, and buildSettings.test.ts fails when either has drifted.
// Plain JavaScript, because next.config.mjs imports it before TypeScript is compiled.
import path from 'node:path';

export const DEFAULT_SITE_ORIGIN = 'https://mui.com';
export const DEFAULT_PRODUCTION_HOST = 'mui.com';
export const DEFAULT_EXPORT_DIR = 'out';
export const DEFAULT_REPOSITORY_URL = 'https://github.com/mui/mui-docs-site';
export const DEFAULT_REPOSITORY_BRANCH = 'main';

export class BuildSettingsError extends Error {
  /** @param {string} variable @param {string} value @param {string} rule */
  constructor(variable, value, rule) {
    super(`Build setting ${variable}=${JSON.stringify(value)} is not valid: ${rule}`);
    this.name = 'BuildSettingsError';
  }
}

/** @param {string | undefined} value */
function given(value) {
  return value !== undefined && value.trim() !== '' ? value.trim() : null;
}

/**
 * `value` as an absolute http(s) URL, or the error naming the variable, with `example` as the
 * URL to give and `noun` ("origin", "URL") in the message about the scheme.
 * @param {string} variable @param {string} value @param {string} example @param {string} noun
 */
function httpUrl(variable, value, example, noun) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new BuildSettingsError(variable, value, `give an absolute URL such as ${example}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BuildSettingsError(
      variable,
      value,
      `the ${noun} must start with https:// or http://`,
    );
  }
  return url;
}

/** @param {string} variable @param {string} value */
function httpOrigin(variable, value) {
  const url = httpUrl(variable, value, 'https://docs.example.com', 'origin');
  if (url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new BuildSettingsError(
      variable,
      value,
      `give the origin only (${url.origin}), without a path, query or credentials`,
    );
  }
  return url.origin;
}

/** @param {string} variable @param {string} value */
function host(variable, value) {
  if (value.includes('://') || value.includes('/')) {
    throw new BuildSettingsError(
      variable,
      value,
      'give a host without a scheme or path, such as mui.com or 127.0.0.1:5202',
    );
  }
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/i.test(value)) {
    throw new BuildSettingsError(
      variable,
      value,
      'a host is letters, digits, dots and hyphens, with an optional :port',
    );
  }
  return value.toLowerCase();
}

/** @param {string} variable @param {string} value */
function branchName(variable, value) {
  if (/\s|\.\./.test(value)) {
    throw new BuildSettingsError(variable, value, 'a branch name has no spaces and no ".."');
  }
  return value;
}

/** @param {string} variable @param {string} value */
function repositoryUrl(variable, value) {
  const origin = /^https:\/\/[^/\s]+\/[^/\s]+\/[^/\s]+$/.test(value.replace(/\/$/, ''));
  if (!origin) {
    throw new BuildSettingsError(
      variable,
      value,
      "give the repository's web address, such as https://github.com/owner/name",
    );
  }
  return value.replace(/\/$/, '');
}

/** @param {string} variable @param {string} value */
function feedbackUrl(variable, value) {
  const url = httpUrl(variable, value, 'https://feedback.example.com/docs', 'URL');
  if (url.username || url.password) {
    throw new BuildSettingsError(variable, value, 'the URL must not hold credentials');
  }
  return url.href;
}

/**
 * Every build setting. `type` is the value's TypeScript type in BuildSettings; `browser` settings
 * are inlined into the browser bundle by next.config.mjs's `env` block, under their variable.
 * `read` gets the trimmed value, or null when the variable is unset or blank.
 *
 * @type {readonly import('./buildSettings.d.mts').BuildSettingDeclaration[]}
 */
export const BUILD_SETTINGS = [
  {
    variable: 'NEXT_PUBLIC_SITE_ORIGIN',
    key: 'siteOrigin',
    type: 'string',
    default: DEFAULT_SITE_ORIGIN,
    browser: true,
    description:
      'Absolute origin for canonical, hreflang and sitemap URLs, without a trailing slash.',
    read: (value, variable) => httpOrigin(variable, value ?? DEFAULT_SITE_ORIGIN),
  },
  {
    variable: 'NEXT_PUBLIC_PRODUCTION_HOST',
    key: 'productionHost',
    type: 'string',
    default: DEFAULT_PRODUCTION_HOST,
    browser: true,
    description:
      'The only host (with its port, if any: it is compared with `location.host`) on which /sw.js is registered.',
    read: (value, variable) => host(variable, value ?? DEFAULT_PRODUCTION_HOST),
  },
  {
    variable: 'NEXT_PUBLIC_GA_MEASUREMENT_ID',
    key: 'gaMeasurementId',
    type: 'string',
    default: null,
    browser: true,
    description: 'Turns analytics on; nothing is sent without it. Empty when unset.',
    read: (value) => value ?? '',
  },
  {
    variable: 'NEXT_PUBLIC_MUI_X_LICENSE_KEY',
    key: 'muiXLicenseKey',
    type: 'string',
    default: null,
    browser: true,
    description: 'Licence key for the commercial data grid and pickers demos. Empty when unset.',
    read: (value) => value ?? '',
  },
  {
    variable: 'NEXT_EXPORT_DIR',
    key: 'exportDir',
    type: 'string',
    default: DEFAULT_EXPORT_DIR,
    browser: false,
    description:
      'Absolute path of the folder the static export ends up in (given relative to the project or absolute; one outside the project is built inside it, in .export-staging/, and moved by scripts/finish-export.ts).',
    read: (value, _variable, projectRoot) => path.resolve(projectRoot, value ?? DEFAULT_EXPORT_DIR),
  },
  {
    variable: 'DOCS_CONTENT_DIR',
    key: 'contentDir',
    type: 'string | null',
    default: null,
    browser: false,
    description:
      'Absolute path of a folder of Markdown pages built instead of data/ (the benchmark corpus, the service worker fixture); null when the site is built from data/.',
    read: (value, _variable, projectRoot) =>
      value === null ? null : path.resolve(projectRoot, value),
  },
  {
    variable: 'DOCS_REPOSITORY_URL',
    key: 'repositoryUrl',
    type: 'string',
    default: DEFAULT_REPOSITORY_URL,
    browser: false,
    description: 'The repository\'s web address, for "Edit this page" links.',
    read: (value, variable) => repositoryUrl(variable, value ?? DEFAULT_REPOSITORY_URL),
  },
  {
    variable: 'DOCS_REPOSITORY_BRANCH',
    key: 'repositoryBranch',
    type: 'string',
    default: DEFAULT_REPOSITORY_BRANCH,
    browser: false,
    description: 'The branch those links point into.',
    read: (value, variable) => branchName(variable, value ?? DEFAULT_REPOSITORY_BRANCH),
  },
  {
    variable: 'DOCS_FEEDBACK_URL',
    key: 'feedbackUrl',
    type: 'string | null',
    default: null,
    browser: false,
    description:
      'Where page feedback is sent: a JSON POST of `{page, section, vote, comment}` to this http(s) URL, which must answer cross-origin requests. Unset: the comment opens a prefilled new issue on the repository instead.',
    read: (value, variable) => (value === null ? null : feedbackUrl(variable, value)),
  },
  {
    variable: 'ANALYZE_BUNDLES',
    key: 'analyzeBundles',
    type: 'boolean',
    default: null,
    browser: false,
    description:
      "True when set to `1`: the build writes browser source maps beside the chunks, to see what a page's JavaScript is made of.",
    read: (value, variable) => {
      if (value !== null && value !== '1' && value !== '0') {
        throw new BuildSettingsError(variable, value, 'give 1 to turn it on, or leave it unset');
      }
      return value === '1';
    },
  },
  {
    variable: 'BUILD_PHASES_FILE',
    key: 'buildPhasesFile',
    type: 'string | null',
    default: null,
    browser: false,
    description:
      "`npm run build` also writes its phase breakdown to this file as JSON (the benchmark's corpus builds set it); null when unset.",
    read: (value, _variable, projectRoot) =>
      value === null ? null : path.resolve(projectRoot, value),
  },
];

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} projectRoot
 * @returns {import('./buildSettings.d.mts').BuildSettings}
 */
export function readBuildSettings(env = process.env, projectRoot = process.cwd()) {
  /** @type {Record<string, unknown>} */
  const values = {};
  for (const setting of BUILD_SETTINGS) {
    values[setting.key] = setting.read(given(env[setting.variable]), setting.variable, projectRoot);
  }
  const settings = /** @type {import('./buildSettings.d.mts').BuildSettings} */ (values);
  const insideProject = !path.relative(projectRoot, settings.exportDir).startsWith('..');
  // Next writes its export inside the project; finish-export moves one meant elsewhere.
  settings.buildDir = insideProject
    ? settings.exportDir
    : path.join(projectRoot, '.export-staging');
  return settings;
}

/**
 * The settings that reach the browser, by variable, for next.config.mjs's `env` block: Next
 * inlines each `process.env.<variable>` of the browser code with its value.
 *
 * @param {import('./buildSettings.d.mts').BuildSettings} settings
 * @returns {Record<string, string>}
 */
export function browserEnvironment(settings) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const setting of BUILD_SETTINGS) {
    if (setting.browser) {
      env[setting.variable] = String(settings[setting.key]);
    }
  }
  return env;
}
