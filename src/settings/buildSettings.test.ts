import fs from 'node:fs';
import path from 'node:path';
import {
  BUILD_SETTINGS,
  BuildSettingsError,
  browserEnvironment,
  readBuildSettings,
} from './buildSettings.mjs';
import {
  SETTINGS_TABLE_FILE,
  SETTINGS_TYPES_FILE,
  settingsTableMarkdown,
  settingsTypesSource,
} from './describeSettings';

const ROOT = '/work/site';

describe('build settings', () => {
  it('default to mui.com, out/ and the project repository', () => {
    const settings = readBuildSettings({}, ROOT);
    expect(settings).toMatchObject({
      siteOrigin: 'https://mui.com',
      productionHost: 'mui.com',
      exportDir: path.join(ROOT, 'out'),
      buildDir: path.join(ROOT, 'out'),
      contentDir: null,
      repositoryBranch: 'main',
      gaMeasurementId: '',
    });
  });

  it('keep the origin only, and refuse an origin that is not an absolute http(s) URL', () => {
    expect(
      readBuildSettings({ NEXT_PUBLIC_SITE_ORIGIN: 'https://docs.example.com/' }, ROOT).siteOrigin,
    ).toBe('https://docs.example.com');
    for (const bad of [
      'docs.example.com',
      'ftp://docs.example.com',
      'https://docs.example.com/v5/',
    ]) {
      expect(() => readBuildSettings({ NEXT_PUBLIC_SITE_ORIGIN: bad }, ROOT)).toThrow(
        BuildSettingsError,
      );
    }
    expect(() => readBuildSettings({ NEXT_PUBLIC_SITE_ORIGIN: 'mui.com' }, ROOT)).toThrow(
      'Build setting NEXT_PUBLIC_SITE_ORIGIN="mui.com" is not valid: give an absolute URL',
    );
  });

  it('take the production host without a scheme, port allowed', () => {
    expect(
      readBuildSettings({ NEXT_PUBLIC_PRODUCTION_HOST: '127.0.0.1:5202' }, ROOT).productionHost,
    ).toBe('127.0.0.1:5202');
    expect(() =>
      readBuildSettings({ NEXT_PUBLIC_PRODUCTION_HOST: 'https://mui.com' }, ROOT),
    ).toThrow('without a scheme');
  });

  it('export anywhere: inside the project directly, elsewhere through a folder inside it', () => {
    const inside = readBuildSettings({ NEXT_EXPORT_DIR: '.e2e-builds/first' }, ROOT);
    expect(inside.exportDir).toBe(path.join(ROOT, '.e2e-builds', 'first'));
    expect(inside.buildDir).toBe(inside.exportDir);
    const outside = readBuildSettings({ NEXT_EXPORT_DIR: '/srv/www/docs' }, ROOT);
    expect(outside.exportDir).toBe('/srv/www/docs');
    expect(outside.buildDir).toBe(path.join(ROOT, '.export-staging'));
  });

  it('refuse a repository that is not a web address, and a branch with spaces', () => {
    expect(() => readBuildSettings({ DOCS_REPOSITORY_URL: 'mui/mui-docs-site' }, ROOT)).toThrow(
      'DOCS_REPOSITORY_URL',
    );
    expect(() => readBuildSettings({ DOCS_REPOSITORY_BRANCH: 'my branch' }, ROOT)).toThrow(
      'DOCS_REPOSITORY_BRANCH',
    );
  });

  it('refuse an ANALYZE_BUNDLES other than 1 or 0, and resolve BUILD_PHASES_FILE', () => {
    expect(readBuildSettings({ ANALYZE_BUNDLES: '1' }, ROOT).analyzeBundles).toBe(true);
    expect(readBuildSettings({}, ROOT).analyzeBundles).toBe(false);
    expect(() => readBuildSettings({ ANALYZE_BUNDLES: 'yes' }, ROOT)).toThrow('ANALYZE_BUNDLES');
    expect(readBuildSettings({ BUILD_PHASES_FILE: '.bench/p.json' }, ROOT).buildPhasesFile).toBe(
      path.join(ROOT, '.bench', 'p.json'),
    );
  });

  it('declare each variable and field once', () => {
    const variables = BUILD_SETTINGS.map((setting) => setting.variable);
    const keys = BUILD_SETTINGS.map((setting) => setting.key);
    expect(new Set(variables).size).toBe(variables.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('send to the browser exactly the settings declared for it, NEXT_PUBLIC_ ones', () => {
    const env = browserEnvironment(
      readBuildSettings({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST' }, ROOT),
    );
    expect(env).toEqual({
      NEXT_PUBLIC_SITE_ORIGIN: 'https://mui.com',
      NEXT_PUBLIC_PRODUCTION_HOST: 'mui.com',
      NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST',
      NEXT_PUBLIC_MUI_X_LICENSE_KEY: '',
    });
    for (const setting of BUILD_SETTINGS) {
      // Next inlines only NEXT_PUBLIC_ variables by convention: a browser setting named otherwise
      // would read as a server secret to a maintainer.
      expect(setting.browser).toBe(setting.variable.startsWith('NEXT_PUBLIC_'));
    }
  });

  it.each([
    [SETTINGS_TYPES_FILE, settingsTypesSource],
    [SETTINGS_TABLE_FILE, settingsTableMarkdown],
  ])(
    'have %s written from the declaration (run `tsx scripts/generate-settings.ts`)',
    (file, render) => {
      const expected = render(BUILD_SETTINGS);
      expect(fs.readFileSync(path.join(process.cwd(), file), 'utf8')).toBe(expected);
    },
  );
});
