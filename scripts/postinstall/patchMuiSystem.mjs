// `npm install` runs this (package.json "postinstall"). It mends two things in @mui/system 5.15.2.
//
// 1. private_safeEmphasize calls itself instead of emphasize(), so every call recurses until the
//    stack overflows and the catch returns the colour unchanged. Material UI's extendTheme calls it
//    four times per theme: on this machine that is ~90 ms of main-thread work per theme in the
//    browser (~360 ms under Lighthouse's 4x CPU slowdown) and the same on every prerendered page.
//    The patch makes it call emphasize(), as the function's name and its siblings
//    (private_safeDarken, ...) intend; the result differs only where a colour is parseable:
//    SnackbarContent's and SpeedDialAction's default background, which the site's theme never
//    shows unset.
// 2. The CSS-variables provider (useCurrentColorScheme) reads the system colour scheme in its first
//    effect and stores it as a new state object even when it is the one its initial state already
//    holds. That urgent update gives every MUI component below a new theme while the page's demos
//    may still be hydrating (React 18 hydrates their Suspense boundaries last), and React then
//    drops their server HTML (error 421). The patch stores it only when it changed.
//
// The mends themselves: patchPackage.mjs (strict for PATCHED_VERSION, in every build file).
//
//   node scripts/postinstall/patchMuiSystem.mjs [node_modules dir]

import { mendSource, patchPackage } from './patchPackage.mjs';
import { runPatchScript } from './runPatchScript.mjs';

export const BROKEN = 'return private_safeEmphasize(color, coefficient);';
export const FIXED = 'return emphasize(color, coefficient);';
/** The version whose builds must hold the broken code or the fix. */
export const PATCHED_VERSION = '5.15.2';
/** The builds @mui/system 5 ships: CommonJS, ESM, modern and legacy. */
const BUILDS = ['', 'esm/', 'modern/', 'legacy/'];
export const BUILD_FILES = BUILDS.map((build) => `${build}colorManipulator.js`);

/** The system scheme's handler, in every build: the same test opens it. */
export const MEDIA_BROKEN = "if (state.mode === 'system') {";
export const MEDIA_FIXED =
  "if (state.mode === 'system' && state.systemMode !== (e != null && e.matches ? 'dark' : 'light')) {";

/**
 * @typedef {{ name: string, broken: string, fixed: string, files: string[] }} Patch
 * @type {Patch[]}
 */
export const PATCHES = [
  {
    name: 'private_safeEmphasize no longer recurses',
    broken: BROKEN,
    fixed: FIXED,
    files: BUILD_FILES,
  },
  {
    name: 'an unchanged system colour scheme no longer renews the theme',
    broken: MEDIA_BROKEN,
    fixed: MEDIA_FIXED,
    files: BUILDS.map((build) => `${build}cssVars/useCurrentColorScheme.js`),
  },
];

/**
 * The patched text of one build file, or null when it needs nothing (already fixed or patched).
 * @param {string} source
 * @param {Patch} [patch] the first patch unless named
 * @returns {string | null}
 */
export function patchSource(source, patch = PATCHES[0]) {
  return mendSource(source, patch);
}

/**
 * Patches every build file of @mui/system under a node_modules folder; returns the files changed.
 * Throws, naming the files, when the installed version is PATCHED_VERSION and a build file holds
 * neither the broken call nor the fix, or is missing.
 * @param {string} nodeModules
 * @returns {string[]}
 */
export function patchMuiSystem(nodeModules) {
  return patchPackage(nodeModules, {
    packageName: '@mui/system',
    version: PATCHED_VERSION,
    mends: PATCHES,
    script: 'patchMuiSystem.mjs',
  });
}

runPatchScript('patchMuiSystem.mjs', patchMuiSystem, (changed) =>
  changed.length > 0
    ? `@mui/system: ${PATCHES.map((patch) => patch.name).join('; ')} (${changed.length} files patched)`
    : '@mui/system: already fixed, nothing to patch',
);
