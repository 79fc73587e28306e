/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emphasize, private_safeEmphasize as safeEmphasize } from '@mui/system';

interface Patch {
  name: string;
  broken: string;
  fixed: string;
  files: string[];
}

interface PatchModule {
  BROKEN: string;
  FIXED: string;
  BUILD_FILES: string[];
  PATCHES: Patch[];
  patchSource: (source: string, patch?: Patch) => string | null;
  patchMuiSystem: (nodeModules: string) => string[];
}

// A plain .mjs script without declarations: loaded through a computed specifier, typed above.
const modulePath = path.join(__dirname, 'patchMuiSystem.mjs');
const load = async (): Promise<PatchModule> => (await import(modulePath)) as PatchModule;

const brokenFunction = (broken: string) =>
  `export function private_safeEmphasize(color, coefficient, warning) {\n  try {\n    ${broken}\n  } catch (error) {\n    return color;\n  }\n}\n`;

describe('scripts/postinstall/patchMuiSystem.mjs', () => {
  it('makes the installed private_safeEmphasize emphasize instead of recursing', () => {
    // Unpatched, it overflows the stack and returns the colour unchanged.
    expect(safeEmphasize('#ffffff', 0.8)).toBe(emphasize('#ffffff', 0.8));
    expect(safeEmphasize('#ffffff', 0.8)).not.toBe('#ffffff');
    expect(safeEmphasize('not a colour', 0.8)).toBe('not a colour');
  });

  it('rewrites the recursive call and leaves patched or fixed sources alone', async () => {
    const { BROKEN, FIXED, patchSource } = await load();
    const patched = patchSource(brokenFunction(BROKEN));
    expect(patched).toBe(brokenFunction(FIXED));
    expect(patchSource(patched ?? '')).toBeNull();
    expect(patchSource('export const unrelated = 1;')).toBeNull();
  });

  it('stores the system colour scheme only when it changed', async () => {
    const { PATCHES, patchSource } = await load();
    const media = PATCHES[1];
    const handler = (test: string) =>
      `const handleMediaQuery = React.useCallback(e => {\n  ${test}\n    setState(s => ({ ...s }));\n  }\n});\n`;
    const patched = patchSource(handler(media.broken), media);
    expect(patched).toBe(handler(media.fixed));
    expect(patchSource(patched ?? '', media)).toBeNull();
  });

  it('patches every build of a node_modules folder once, and skips a missing package', async () => {
    const { BROKEN, FIXED, patchMuiSystem } = await load();
    const nodeModules = await mkdtemp(path.join(tmpdir(), 'patch-mui-'));
    try {
      expect(patchMuiSystem(nodeModules)).toEqual([]);
      const system = path.join(nodeModules, '@mui', 'system');
      await mkdir(path.join(system, 'esm'), { recursive: true });
      await writeFile(path.join(system, 'colorManipulator.js'), brokenFunction(BROKEN));
      await writeFile(path.join(system, 'esm', 'colorManipulator.js'), brokenFunction(BROKEN));
      expect(patchMuiSystem(nodeModules)).toHaveLength(2);
      expect(await readFile(path.join(system, 'esm', 'colorManipulator.js'), 'utf8')).toBe(
        brokenFunction(FIXED),
      );
      expect(patchMuiSystem(nodeModules)).toEqual([]);
    } finally {
      await rm(nodeModules, { recursive: true, force: true });
    }
  });

  describe('on a copy of the installed @mui/system', () => {
    let nodeModules: string;
    let system: string;

    beforeEach(async () => {
      const { PATCHES } = await load();
      nodeModules = await mkdtemp(path.join(tmpdir(), 'patch-mui-copy-'));
      system = path.join(nodeModules, '@mui', 'system');
      const installed = path.join(process.cwd(), 'node_modules', '@mui', 'system');
      for (const file of ['package.json', ...PATCHES.flatMap((patch) => patch.files)]) {
        await mkdir(path.dirname(path.join(system, file)), { recursive: true });
        await cp(path.join(installed, file), path.join(system, file));
      }
    });

    afterEach(async () => {
      await rm(nodeModules, { recursive: true, force: true });
    });

    const runScript = () =>
      spawnSync(process.execPath, [modulePath, nodeModules], { encoding: 'utf8' });

    it('accepts the installed builds, which hold the fix', async () => {
      const { patchMuiSystem } = await load();
      expect(patchMuiSystem(nodeModules)).toEqual([]);
      const result = runScript();
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('already fixed');
    });

    it('fails the install, naming the file, when a build holds neither the bug nor the fix', async () => {
      const { FIXED, patchMuiSystem } = await load();
      const changed = path.join(system, 'esm', 'colorManipulator.js');
      const source = await readFile(changed, 'utf8');
      await writeFile(
        changed,
        source.split(FIXED).join('return somethingElse(color, coefficient);'),
      );
      expect(() => patchMuiSystem(nodeModules)).toThrow(changed);
      const result = runScript();
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`@mui/system 5.15.2: neither the broken code nor its fix`);
      expect(result.stderr).toContain(changed);
    });

    it('fails the install, naming the file, when a build is missing', async () => {
      const { patchMuiSystem } = await load();
      const missing = path.join(system, 'legacy', 'colorManipulator.js');
      await rm(missing);
      expect(() => patchMuiSystem(nodeModules)).toThrow(`${missing} (missing)`);
    });

    it('does not hold another version to the 5.15.2 files', async () => {
      const { FIXED, patchMuiSystem } = await load();
      const manifest = path.join(system, 'package.json');
      const pkg = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
      await writeFile(manifest, JSON.stringify({ ...pkg, version: '5.16.0' }));
      const changed = path.join(system, 'colorManipulator.js');
      const source = await readFile(changed, 'utf8');
      await writeFile(changed, source.split(FIXED).join('return other(color, coefficient);'));
      expect(patchMuiSystem(nodeModules)).toEqual([]);
    });
  });
});
