import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import materialPages from '../../data/material-ui/pages';
import xPages from '../../data/x/pages';
import { NAV_AREAS } from '@/core/navigationTypes';
import { authoredTreeFiles, readAuthoredTree } from './authoredTrees';
import { DATA_DIR } from './contentPaths';

describe('readAuthoredTree', () => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'authored-trees-'));
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  function write(text: string): string {
    const file = path.join(folder, `pages-${Math.random().toString(36).slice(2)}.ts`);
    fs.writeFileSync(file, text);
    return file;
  }

  it('reads each area file as the module system would import it', () => {
    const files = authoredTreeFiles(DATA_DIR);
    expect(Object.keys(files)).toEqual([...NAV_AREAS]);
    expect(readAuthoredTree(files['material-ui'])).toEqual(materialPages);
    expect(readAuthoredTree(files.x)).toEqual(xPages);
    for (const area of NAV_AREAS) {
      expect(readAuthoredTree(files[area]).length).toBeGreaterThan(0);
    }
  });

  it('reads an edit as soon as it is saved', () => {
    const file = write(
      "import type { NavEntry } from '@/core/navigationTypes';\nconst pages: NavEntry[] = [{ pathname: '/a' }];\nexport default pages;\n",
    );
    expect(readAuthoredTree(file)).toEqual([{ pathname: '/a' }]);
    fs.writeFileSync(file, "export default [{ pathname: '/a', title: 'Edited' }];\n");
    expect(readAuthoredTree(file)).toEqual([{ pathname: '/a', title: 'Edited' }]);
  });

  it('names the file, line and column of a syntax error', () => {
    const file = write("const pages = [\n  { pathname: '/a' \n];\nexport default pages;\n");
    expect(() => readAuthoredTree(file)).toThrow(
      /pages-[a-z0-9]+\.ts:3:0: ERROR: Expected "}" but found "]"/,
    );
  });

  it('refuses an import of a value: a navigation file is data', () => {
    const file = write("import { extra } from './extra';\nexport default [extra];\n");
    expect(() => readAuthoredTree(file)).toThrow(
      /pages-[a-z0-9]+\.ts imports \.\/extra: a navigation file is data, with `import type` only/,
    );
  });

  it('refuses a default export that is not a tree, naming the entry', () => {
    const file = write("export default [{ pathname: '/a' }, { title: 'No path' }];\n");
    expect(() => readAuthoredTree(file)).toThrow(
      'the default export must be the area\'s navigation (NavEntry[]), but entry 2 has no pathname starting with "/"',
    );
  });
});
