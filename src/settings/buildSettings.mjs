// The build settings (README's table): read from the environment and validated once, here.
// next.config.mjs, the export steps, the gates, the benchmark and the page head all take their
// values from this module, so a default or a rule lives in one place. Plain JavaScript, because
// next.config.mjs imports it before TypeScript is compiled; types in buildSettings.d.mts.
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

/** @param {string} variable @param {string} value */
function httpOrigin(variable, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new BuildSettingsError(
      variable,
      value,
      'give an absolute URL such as https://docs.example.com',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BuildSettingsError(variable, value, 'the origin must start with https:// or http://');
  }
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

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} projectRoot
 * @returns {import('./buildSettings.d.mts').BuildSettings}
 */
export function readBuildSettings(env = process.env, projectRoot = process.cwd()) {
  const exportDirGiven = given(env.NEXT_EXPORT_DIR);
  const contentDirGiven = given(env.DOCS_CONTENT_DIR);
  const branch = given(env.DOCS_REPOSITORY_BRANCH) ?? DEFAULT_REPOSITORY_BRANCH;
  if (/\s|\.\./.test(branch)) {
    throw new BuildSettingsError(
      'DOCS_REPOSITORY_BRANCH',
      branch,
      'a branch name has no spaces and no ".."',
    );
  }
  const exportDir = path.resolve(projectRoot, exportDirGiven ?? DEFAULT_EXPORT_DIR);
  const insideProject = !path.relative(projectRoot, exportDir).startsWith('..');
  return {
    siteOrigin: httpOrigin(
      'NEXT_PUBLIC_SITE_ORIGIN',
      given(env.NEXT_PUBLIC_SITE_ORIGIN) ?? DEFAULT_SITE_ORIGIN,
    ),
    productionHost: host(
      'NEXT_PUBLIC_PRODUCTION_HOST',
      given(env.NEXT_PUBLIC_PRODUCTION_HOST) ?? DEFAULT_PRODUCTION_HOST,
    ),
    gaMeasurementId: given(env.NEXT_PUBLIC_GA_MEASUREMENT_ID) ?? '',
    muiXLicenseKey: given(env.NEXT_PUBLIC_MUI_X_LICENSE_KEY) ?? '',
    exportDir,
    // Next writes its export inside the project; finish-export moves one meant elsewhere.
    buildDir: insideProject ? exportDir : path.join(projectRoot, '.export-staging'),
    contentDir: contentDirGiven === null ? null : path.resolve(projectRoot, contentDirGiven),
    repositoryUrl: repositoryUrl(
      'DOCS_REPOSITORY_URL',
      given(env.DOCS_REPOSITORY_URL) ?? DEFAULT_REPOSITORY_URL,
    ),
    repositoryBranch: branch,
  };
}
