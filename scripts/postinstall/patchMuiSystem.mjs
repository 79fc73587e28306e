// `npm install` runs this (package.json "postinstall"). @mui/system 5.15.2's private_safeEmphasize
// calls itself instead of emphasize(), so every call recurses until the stack overflows and the
// catch returns the colour unchanged. Material UI's extendTheme calls it four times per theme: on
// this machine that is ~90 ms of main-thread work per theme in the browser (~360 ms under
// Lighthouse's 4x CPU slowdown) and the same on every prerendered page. The patch makes it call
// emphasize(), as the function's name and its siblings (private_safeDarken, ...) intend; the result
// differs only where a colour is parseable: SnackbarContent's and SpeedDialAction's default
// background, which the site's theme never shows unset.
//
//   node scripts/postinstall/patchMuiSystem.mjs [node_modules dir]

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BROKEN = 'return private_safeEmphasize(color, coefficient);';
export const FIXED = 'return emphasize(color, coefficient);';
/** The builds @mui/system 5 ships: CommonJS, ESM, modern and legacy. */
export const BUILD_FILES = [
  'colorManipulator.js',
  'esm/colorManipulator.js',
  'modern/colorManipulator.js',
  'legacy/colorManipulator.js',
];

/**
 * The patched text of one build file, or null when it needs nothing (already fixed or patched).
 * @param {string} source
 * @returns {string | null}
 */
export function patchSource(source) {
  return source.includes(BROKEN) ? source.split(BROKEN).join(FIXED) : null;
}

/**
 * Patches every build file of @mui/system under a node_modules folder; returns the files changed.
 * @param {string} nodeModules
 * @returns {string[]}
 */
export function patchMuiSystem(nodeModules) {
  const root = path.join(nodeModules, '@mui', 'system');
  if (!existsSync(root)) {
    return [];
  }
  const changed = [];
  for (const file of BUILD_FILES) {
    const target = path.join(root, file);
    if (!existsSync(target)) {
      continue;
    }
    const patched = patchSource(readFileSync(target, 'utf8'));
    if (patched !== null) {
      writeFileSync(target, patched);
      changed.push(target);
    }
  }
  return changed;
}

const invokedAs = process.argv[1] ? path.basename(process.argv[1]) : '';
if (invokedAs === 'patchMuiSystem.mjs') {
  const nodeModules = path.resolve(process.argv[2] ?? 'node_modules');
  const changed = patchMuiSystem(nodeModules);
  console.log(
    changed.length > 0
      ? `[postinstall] @mui/system: private_safeEmphasize no longer recurses (${changed.length} files)`
      : '[postinstall] @mui/system: nothing to patch',
  );
}
