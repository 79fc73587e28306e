import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_REGISTRY_MARKER } from '../demos/devRegistries.mjs';
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
  /**
   * Runs the config in a project folder of its own (`cwd`): what it reads of the project, the demo
   * registries, is the folder's, not this checkout's (which `npm run dev` may have left partial).
   */
  const run = (phase: string, cwd: string = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'))) => {
    const env = { ...process.env };
    delete env.SHARED_BUILD_CACHE_DIR;
    delete env.MIMALLOC_PURGE_DELAY;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, phase], {
      env,
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
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

  it("refuses to build with next dev's partial demo registries, saying what to run", () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
    fs.mkdirSync(path.join(project, 'generated', 'demos'), { recursive: true });
    fs.writeFileSync(
      path.join(project, 'generated', 'demos', 'area-page.ts'),
      `${DEV_REGISTRY_MARKER}\nexport const demoRegistry = {};\n`,
    );
    expect(() => run('phase-production-build', project)).toThrow(
      /generated\/demos\/area-page\.ts holds only the pages opened under next dev: run `npm run generate` before `next build`/,
    );
  });

  it("refuses to build with next dev's partial playground maps", () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
    fs.mkdirSync(path.join(project, 'generated', 'playground', 'joy-ui'), { recursive: true });
    fs.writeFileSync(
      path.join(project, 'generated', 'playground', 'joy-ui', '_modules.ts'),
      `${DEV_REGISTRY_MARKER}
export const playgroundModules = {};
`,
    );
    expect(() => run('phase-production-build', project)).toThrow(
      /generated\/playground\/joy-ui\/_modules\.ts holds only the pages opened under next dev/,
    );
  });

  it('changes nothing for next dev', () => {
    expect(run('phase-development-server', process.cwd())).toEqual({
      folder: null,
      exists: false,
      purgeDelay: null,
    });
  });
});
