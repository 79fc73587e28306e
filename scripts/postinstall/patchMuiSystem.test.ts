/** @jest-environment node */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emphasize, private_safeEmphasize as safeEmphasize } from '@mui/system';

interface PatchModule {
  BROKEN: string;
  FIXED: string;
  patchSource: (source: string) => string | null;
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
});
