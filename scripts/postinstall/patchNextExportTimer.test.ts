/** @jest-environment node */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fakeNext as fakeNextWith, installedAndMended, loadNextPatch } from './testing/nextFiles';

interface PatchFunctions {
  patchSource: (source: string) => string | null;
  patchNextExportTimer: (nodeModules: string) => string[];
}

const load = () => loadNextPatch<PatchFunctions>('patchNextExportTimer.mjs');

const worker = (timer: string) =>
  `new Promise((_, reject)=>{\n    setTimeout(()=>{\n        reject(new TimeoutError());\n    ${timer}\n})`;

async function fakeNext(version: string, source: string | null): Promise<string> {
  return fakeNextWith(version, (await load()).FILE, source);
}

describe('scripts/postinstall/patchNextExportTimer.mjs', () => {
  it('the installed export worker holds the fix', async () => {
    installedAndMended(await load());
  });

  it('unrefs the timer once and leaves a patched worker alone', async () => {
    const { BROKEN, FIXED, PATCHED_VERSION, patchNextExportTimer } = await load();
    const nodeModules = await fakeNext(PATCHED_VERSION, worker(BROKEN));
    try {
      expect(patchNextExportTimer(nodeModules)).toHaveLength(1);
      const { FILE } = await load();
      expect(await readFile(path.join(nodeModules, 'next', FILE), 'utf8')).toBe(worker(FIXED));
      expect(patchNextExportTimer(nodeModules)).toEqual([]);
    } finally {
      await rm(nodeModules, { recursive: true, force: true });
    }
  });

  it('fails, naming the file, when the patched version holds neither the timer nor the fix', async () => {
    const { PATCHED_VERSION, patchNextExportTimer } = await load();
    for (const source of ['export const unrelated = 1;', null]) {
      const nodeModules = await fakeNext(PATCHED_VERSION, source);
      try {
        expect(() => patchNextExportTimer(nodeModules)).toThrow(/worker\.js.*patchNextExportTimer/);
      } finally {
        await rm(nodeModules, { recursive: true, force: true });
      }
    }
  });

  it('leaves another version alone, and a folder without next', async () => {
    const { patchNextExportTimer } = await load();
    const other = await fakeNext('17.0.0', 'export const unrelated = 1;');
    const empty = await mkdtemp(path.join(tmpdir(), 'patch-next-'));
    try {
      expect(patchNextExportTimer(other)).toEqual([]);
      expect(patchNextExportTimer(empty)).toEqual([]);
    } finally {
      await rm(other, { recursive: true, force: true });
      await rm(empty, { recursive: true, force: true });
    }
  });
});
