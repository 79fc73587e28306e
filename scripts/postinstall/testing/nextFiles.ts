import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

/**
 * A node_modules folder in the system's temporary folder holding a next of `version` whose `file`
 * holds `source` (none when null), for the postinstall patches' tests. The caller removes it.
 */
export async function fakeNext(
  version: string,
  file: string,
  source: string | null,
): Promise<string> {
  const nodeModules = await mkdtemp(path.join(tmpdir(), 'patch-next-'));
  const root = path.join(nodeModules, 'next');
  await mkdir(path.join(root, path.dirname(file)), { recursive: true });
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ version }));
  if (source !== null) await writeFile(path.join(root, file), source);
  return nodeModules;
}

/**
 * The installed next's `file`, after checking that the postinstall patch mended it: it holds the
 * fix and no longer the text the fix replaced.
 */
export function installedAndMended(patch: { FILE: string; FIXED: string; BROKEN: string }): string {
  const installed = readFileSync(path.join('node_modules', 'next', patch.FILE), 'utf8');
  expect(installed).toContain(patch.FIXED);
  expect(installed.split(patch.BROKEN)).toHaveLength(1);
  return installed;
}

/** installedAndMended, and the mended file still compiles as Node compiles a CommonJS module. */
export function installedMendedAndCompiling(patch: {
  FILE: string;
  FIXED: string;
  BROKEN: string;
}): void {
  const installed = installedAndMended(patch);
  // A syntax error would throw here.
  expect(
    () => new vm.Script(`(function (exports, require, module) {${installed}\n})`),
  ).not.toThrow();
}

/** What every patch script of next exports besides its patch function. */
export interface NextPatchTexts {
  PATCHED_VERSION: string;
  FILE: string;
  BROKEN: string;
  FIXED: string;
}

/**
 * A patch script of next in scripts/postinstall/ (`patchNextDevStaticPaths.mjs`). The scripts are
 * plain .mjs without declarations: loaded through a computed specifier, typed by the caller.
 */
export async function loadNextPatch<Functions>(
  script: string,
): Promise<NextPatchTexts & Functions> {
  return (await import(path.join(__dirname, '..', script))) as NextPatchTexts & Functions;
}
