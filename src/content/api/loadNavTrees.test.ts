import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadNavTrees, navTreeFile } from './loadNavTrees';

describe('loadNavTrees', () => {
  let root: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'nav-'));
    fs.mkdirSync(path.join(root, 'data', 'joy-ui'), { recursive: true });
    fs.writeFileSync(navTreeFile(root, 'joy-ui'), '// stub');
  });

  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('loads the trees that exist and lists the missing areas', async () => {
    const tree = [{ pathname: '/joy-ui/api/button', title: 'Button' }];
    const loaded = await loadNavTrees(root, async () => ({ default: tree }));
    expect([...loaded.trees.entries()]).toEqual([['joy-ui', tree]]);
    expect(loaded.files).toEqual(['data/joy-ui/pages.ts']);
    expect(loaded.missing).toEqual(['material-ui', 'base-ui', 'system', 'x']);
  });

  it('rejects a tree file without a default array export', async () => {
    await expect(loadNavTrees(root, async () => ({ default: {} }))).rejects.toThrow(
      'data/joy-ui/pages.ts must export a NavEntry[] by default',
    );
  });
});
