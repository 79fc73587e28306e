import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedAcrossBuildWorkers } from './buildShareCache';

function tempFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'share-test-'));
}

describe('sharedAcrossBuildWorkers', () => {
  it('computes every time when no build folder is set', async () => {
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    await sharedAcrossBuildWorkers('t', 'k', compute, '');
    expect(await sharedAcrossBuildWorkers('t', 'k', compute, '')).toEqual({ n: 2 });
  });

  it('reuses a value another worker stored under the same key', async () => {
    const folder = tempFolder();
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    expect(await sharedAcrossBuildWorkers('t', 'same', compute, folder)).toEqual({ n: 1 });
    expect(await sharedAcrossBuildWorkers('t', 'same', compute, folder)).toEqual({ n: 1 });
    expect(await sharedAcrossBuildWorkers('t', 'other', compute, folder)).toEqual({ n: 2 });
    expect(await sharedAcrossBuildWorkers('u', 'same', compute, folder)).toEqual({ n: 3 });
    expect(fs.readdirSync(folder).filter((name) => name.endsWith('.partial'))).toEqual([]);
    fs.rmSync(folder, { recursive: true });
  });

  it('computes again over an unreadable stored value, and still works once the folder is gone', async () => {
    const folder = tempFolder();
    await sharedAcrossBuildWorkers('t', 'k', async () => 1, folder);
    const [stored] = fs.readdirSync(folder);
    fs.writeFileSync(path.join(folder, stored), '{"truncated');
    expect(await sharedAcrossBuildWorkers('t', 'k', async () => 2, folder)).toBe(2);
    fs.rmSync(folder, { recursive: true });
    expect(await sharedAcrossBuildWorkers('t', 'k', async () => 3, folder)).toBe(3);
  });
});

describe('next.config.mjs in a production build', () => {
  const script = `
    const { default: config } = await import(${JSON.stringify(path.resolve('next.config.mjs'))});
    await config(process.argv[1]);
    console.log(JSON.stringify({
      folder: process.env.SHARED_BUILD_CACHE_DIR ?? null,
      exists: process.env.SHARED_BUILD_CACHE_DIR ? (await import('node:fs')).existsSync(process.env.SHARED_BUILD_CACHE_DIR) : false,
      purgeDelay: process.env.MIMALLOC_PURGE_DELAY ?? null,
    }));`;
  const run = (phase: string) => {
    const env = { ...process.env };
    delete env.SHARED_BUILD_CACHE_DIR;
    delete env.MIMALLOC_PURGE_DELAY;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, phase], {
      env,
      encoding: 'utf8',
    });
    // The dev phase logs what it watches first; the figures are the last line.
    return JSON.parse(output.trim().split('\n').at(-1) ?? '') as {
      folder: string | null;
      exists: boolean;
      purgeDelay: string | null;
    };
  };

  it('creates a shared folder for the workers, removes it on exit, and returns compiler memory at once', () => {
    const build = run('phase-production-build');
    expect(build.folder).not.toBeNull();
    expect(build.exists).toBe(true);
    expect(fs.existsSync(build.folder as string)).toBe(false);
    expect(build.purgeDelay).toBe('0');
  });

  it('changes nothing for next dev', () => {
    expect(run('phase-development-server')).toEqual({
      folder: null,
      exists: false,
      purgeDelay: null,
    });
  });
});
