/** @jest-environment node */
import { readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fakeNext, installedMendedAndCompiling, loadNextPatch } from './testing/nextFiles';

interface PatchFunctions {
  patchNextDevStaticPaths: (nodeModules: string) => string[];
}

const load = () => loadNextPatch<PatchFunctions>('patchNextDevStaticPaths.mjs');

describe('scripts/postinstall/patchNextDevStaticPaths.mjs', () => {
  it('the installed dev server holds the fix, and still compiles', async () => {
    installedMendedAndCompiling(await load());
  });

  it('the pages router branch loads what the static paths worker loads', async () => {
    const { FIXED } = await load();
    const worker = readFileSync(
      path.join('node_modules', 'next', 'dist', 'server', 'dev', 'static-paths-worker.js'),
      'utf8',
    );
    for (const module of ['../load-components', '../../build/static-paths/pages']) {
      expect(FIXED).toContain(`require('${module}')`);
      expect(worker).toContain(`require("${module}")`);
    }
    expect(worker).toContain('buildPagesStaticPaths)({');
  });

  it('mends the text it was written for once, and fails naming the file when it is gone', async () => {
    const { BROKEN, FIXED, FILE, PATCHED_VERSION, patchNextDevStaticPaths } = await load();
    const server = (body: string) =>
      `class DevServer {\n    async getStaticPaths() {\n${body}\n    }\n}`;
    const nodeModules = await fakeNext(PATCHED_VERSION, FILE, server(BROKEN));
    const moved = await fakeNext(PATCHED_VERSION, FILE, server('// rewritten upstream'));
    try {
      expect(patchNextDevStaticPaths(nodeModules)).toHaveLength(1);
      expect(await readFile(path.join(nodeModules, 'next', FILE), 'utf8')).toBe(server(FIXED));
      expect(patchNextDevStaticPaths(nodeModules)).toEqual([]);
      expect(() => patchNextDevStaticPaths(moved)).toThrow(
        /next-dev-server\.js.*patchNextDevStaticPaths\.mjs/,
      );
    } finally {
      await rm(nodeModules, { recursive: true, force: true });
      await rm(moved, { recursive: true, force: true });
    }
  });
});
