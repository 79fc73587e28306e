import path from 'node:path';
import { BuildSettingsError, readBuildSettings } from './buildSettings.mjs';

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
});
