/** @jest-environment node */
import { readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fakeNext, installedAndMended } from './testing/nextFiles';

interface PatchModule {
  PATCHED_VERSION: string;
  FILE: string;
  BROKEN: string;
  FIXED: string;
  patchNextDevStaticPaths: (nodeModules: string) => string[];
}

// A plain .mjs script without declarations: loaded through a computed specifier, typed above.
const modulePath = path.join(__dirname, 'patchNextDevStaticPaths.mjs');
const load = async (): Promise<PatchModule> => (await import(modulePath)) as PatchModule;

describe('scripts/postinstall/patchNextDevStaticPaths.mjs', () => {
  it('the installed dev server holds the fix, and still compiles', async () => {
    const installed = installedAndMended(await load());
    // Compiled as Node compiles a CommonJS module: a syntax error would throw here.
    expect(
      () => new vm.Script(`(function (exports, require, module) {${installed}\n})`),
    ).not.toThrow();
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
