import path from 'node:path';
import { apiIndex, docRelativePath, generateApiDocs } from './generate';
import { loadNavTrees } from './loadNavTrees';
import { SAMPLE_LEAVES, collectApiLeaves, collectPathnames } from './navLeaves';
import type { ApiLeaf } from './navLeaves';
import { stableStringify } from './serialize';
import { PROGRAM_TIMEOUT_MS, ROOT_DIR, realProgram } from './testSupport';

describe('generateApiDocs', () => {
  it(
    'documents every API leaf of every existing navigation tree, and the sample leaves',
    async () => {
      const { trees } = await loadNavTrees(ROOT_DIR, (file) => import(file));
      const navPathnames = new Set<string>();
      const treeLeaves: ApiLeaf[] = [];
      for (const [area, tree] of trees) {
        collectPathnames(tree, navPathnames);
        treeLeaves.push(...collectApiLeaves(area, tree));
      }
      const inTrees = new Set(treeLeaves.map((leaf) => leaf.pathname));
      const leaves = [
        ...treeLeaves,
        ...SAMPLE_LEAVES.filter((leaf) => !inTrees.has(leaf.pathname)),
      ];
      const api = realProgram();
      const progress: string[] = [];
      const result = generateApiDocs({ api, navPathnames }, leaves, (leaf, index, total) =>
        progress.push(`${leaf.area} ${index}/${total} ${leaf.name}`),
      );
      expect(result.errors).toEqual([]);
      const documented = new Set(result.docs.map((doc) => doc.pathname));
      const undocumented = treeLeaves.filter((leaf) => !documented.has(leaf.pathname));
      expect(undocumented).toEqual([]);
      for (const doc of result.docs) {
        expect(doc.imports.length).toBeGreaterThan(0);
      }
      expect(progress).toHaveLength(leaves.length);
      expect(progress[0]).toMatch(/^[a-z-]+ 1\/\d+ \w+$/);
      const index = apiIndex(result.docs);
      expect(index.map((entry) => entry.pathname)).toEqual(
        [...index.map((entry) => entry.pathname)].sort(),
      );
      // Byte-stable output for the same input.
      const again = generateApiDocs({ api, navPathnames }, SAMPLE_LEAVES);
      const sampleDocs = result.docs.filter((doc) =>
        SAMPLE_LEAVES.some((leaf) => leaf.pathname === doc.pathname),
      );
      expect(again.docs.map((doc) => stableStringify(doc))).toEqual(
        sampleDocs.map((doc) => stableStringify(doc)),
      );
    },
    PROGRAM_TIMEOUT_MS * 2,
  );

  it('writes each document under its pathname', () => {
    expect(docRelativePath('/material-ui/api/button')).toBe(
      path.join('material-ui', 'api', 'button.json').split(path.sep).join('/'),
    );
    expect(docRelativePath('/x/api/data-grid/data-grid')).toBe('x/api/data-grid/data-grid.json');
  });
});
