import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as PageLanguagesModule from './pageLanguages';

/** The module as loaded for a content folder (contentPaths.ts reads DOCS_CONTENT_DIR once). */
function loadFor(contentDir: string | undefined): typeof PageLanguagesModule {
  const saved = process.env.DOCS_CONTENT_DIR;
  let loaded: typeof PageLanguagesModule | null = null;
  try {
    if (contentDir === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = contentDir;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof PageLanguagesModule>('./pageLanguages');
    });
  } finally {
    if (saved === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = saved;
  }
  if (loaded === null) throw new Error('pageLanguages did not load');
  return loaded;
}

describe('pageLanguages', () => {
  it('renders every page of the site in Chinese: its areas are offered in Chinese', () => {
    const { pageLanguages } = loadFor(undefined);
    const untranslated = path.resolve('data', 'material-ui', 'react-button.md');
    expect(fs.existsSync(untranslated.replace(/\.md$/, '.zh.md'))).toBe(false);
    expect(pageLanguages({ area: 'material-ui', source: untranslated })).toEqual(['en', 'zh']);
    expect(pageLanguages({ area: 'x', source: null })).toEqual(['en', 'zh']);
    expect(pageLanguages({ area: null, source: null })).toEqual(['en', 'zh']);
  });

  describe('over a folder of Markdown with no translation', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-languages-'));
    const page = path.join(dir, 'joy-ui', 'guides', 'theming.md');
    const translated = path.join(dir, 'joy-ui', 'guides', 'colors.md');
    beforeAll(() => {
      fs.mkdirSync(path.dirname(page), { recursive: true });
      for (const file of [page, translated, translated.replace(/\.md$/, '.zh.md')]) {
        fs.writeFileSync(file, '---\ntitle: T\n---\n\n# T\n');
      }
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('renders an untranslated page in English only, a translated one in both', () => {
      const { pageLanguages } = loadFor(dir);
      expect(pageLanguages({ area: 'joy-ui', source: page })).toEqual(['en']);
      expect(pageLanguages({ area: 'joy-ui', source: null })).toEqual(['en']);
      expect(pageLanguages({ area: 'joy-ui', source: translated })).toEqual(['en', 'zh']);
    });

    it('keeps the pages outside the areas in both languages', () => {
      const { pageLanguages } = loadFor(dir);
      expect(pageLanguages({ area: null, source: null })).toEqual(['en', 'zh']);
    });

    it('offers a whole area in Chinese once its landing page is translated', () => {
      fs.writeFileSync(path.join(dir, 'joy-ui', 'index.zh.md'), '---\ntitle: T\n---\n');
      const { pageLanguages } = loadFor(dir);
      expect(pageLanguages({ area: 'joy-ui', source: page })).toEqual(['en', 'zh']);
    });
  });
});
