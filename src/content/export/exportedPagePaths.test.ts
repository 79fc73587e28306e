import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportedPagePaths } from './exportedPagePaths';

const made: string[] = [];

function exportWith(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'exported-pages-'));
  made.push(root);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '');
  }
  return root;
}

afterEach(() => {
  jest.restoreAllMocks();
  for (const root of made.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('exportedPagePaths', () => {
  it('lists every index.html as a site path, sorted', () => {
    const root = exportWith([
      'index.html',
      'zh/material-ui/react-button/index.html',
      'material-ui/react-button/index.html',
      'material-ui/react-button.md',
      'x/index.html',
    ]);
    expect(exportedPagePaths(root)).toEqual([
      '/',
      '/material-ui/react-button/',
      '/x/',
      '/zh/material-ui/react-button/',
    ]);
  });

  it('leaves out Next assets and the search index, and never reads inside them', () => {
    const root = exportWith([
      'guides/index.html',
      '_next/data/build/guides/index.html',
      'search-index/en/index.html',
      'docs/_next/index.html',
    ]);
    // Step 02 removes _next/data while the search step runs beside it: a walk into it can fail.
    const readdir = jest.spyOn(fs, 'readdirSync');
    expect(exportedPagePaths(root)).toEqual(['/docs/_next/', '/guides/']);
    const read = readdir.mock.calls.map(([folder]: unknown[]) =>
      path.relative(root, String(folder)),
    );
    expect(read.filter((folder) => /^(_next|search-index)/.test(folder))).toEqual([]);
    // A recursive read of the export's root would walk into them inside the one call.
    const recursive = readdir.mock.calls.filter(
      ([, options]: unknown[]) => (options as { recursive?: boolean } | undefined)?.recursive,
    );
    expect(recursive).toEqual([]);
  });
});
