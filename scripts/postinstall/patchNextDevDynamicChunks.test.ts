/** @jest-environment node */
import fs from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { fakeNext, installedMendedAndCompiling, loadNextPatch } from './testing/nextFiles';

interface PatchFunctions {
  patchNextDevDynamicChunks: (nodeModules: string) => string[];
}

const load = () => loadNextPatch<PatchFunctions>('patchNextDevDynamicChunks.mjs');

/** Runs the mended statement over a manifest entry; returns the files it keeps. */
function keptFiles(statement: string, files: string[], env: Record<string, string>): string[] {
  const dynamicImports = new Set<string>();
  vm.runInNewContext(statement, {
    manifestItem: { files },
    dynamicImports,
    renderOpts: { distDir: path.join(__dirname, 'testing') },
    process: { env },
    require: (name: string) => (name === 'fs' ? fs : path),
  });
  return [...dynamicImports];
}

describe('scripts/postinstall/patchNextDevDynamicChunks.mjs', () => {
  it('the installed renderer holds the fix, and still compiles', async () => {
    installedMendedAndCompiling(await load());
  });

  it('under the dev server, keeps only the files that exist; otherwise keeps them all', async () => {
    const { FIXED } = await load();
    const files = ['nextFiles.ts', 'never-written._.js'];
    expect(keptFiles(FIXED, files, { __NEXT_DEV_SERVER: '1' })).toEqual(['nextFiles.ts']);
    expect(keptFiles(FIXED, files, {})).toEqual(files);
  });

  it('mends the text it was written for once, and fails naming the file when it is gone', async () => {
    const { BROKEN, FIXED, FILE, PATCHED_VERSION, patchNextDevDynamicChunks } = await load();
    const runtime = (body: string) => `let dynamicImports=new Set;${body};`;
    const nodeModules = await fakeNext(PATCHED_VERSION, FILE, runtime(BROKEN));
    const moved = await fakeNext(PATCHED_VERSION, FILE, runtime('/* rewritten upstream */'));
    try {
      expect(patchNextDevDynamicChunks(nodeModules)).toHaveLength(1);
      expect(await readFile(path.join(nodeModules, 'next', FILE), 'utf8')).toBe(runtime(FIXED));
      expect(patchNextDevDynamicChunks(nodeModules)).toEqual([]);
      expect(() => patchNextDevDynamicChunks(moved)).toThrow(
        /pages-turbo\.runtime\.dev\.js.*patchNextDevDynamicChunks\.mjs/,
      );
    } finally {
      await rm(nodeModules, { recursive: true, force: true });
      await rm(moved, { recursive: true, force: true });
    }
  });
});
