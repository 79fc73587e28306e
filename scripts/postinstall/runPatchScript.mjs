// The command line of each postinstall patch script (patchMuiSystem.mjs and the next patches):
// when `file` is the script node runs, patches the node_modules folder given (default
// ./node_modules) and reports, or prints the patch's error and exits non-zero.

import path from 'node:path';

/**
 * @param {string} file the script's file name, e.g. 'patchMuiSystem.mjs'
 * @param {(nodeModules: string) => string[]} patch returns the files it changed
 * @param {(changed: string[]) => string} report the line printed after patching (none changed or some)
 */
export function runPatchScript(file, patch, report) {
  const invokedAs = process.argv[1] ? path.basename(process.argv[1]) : '';
  if (invokedAs !== file) {
    return;
  }
  const nodeModules = path.resolve(process.argv[2] ?? 'node_modules');
  let changed;
  try {
    changed = patch(nodeModules);
  } catch (error) {
    console.error(`[postinstall] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`[postinstall] ${report(changed)}`);
}
