// `npm install` runs this (package.json "postinstall") after patchMuiSystem.mjs. It mends one
// thing in next 16.4.6's static export worker (next/dist/export/worker.js).
//
// For each page it exports, the worker races the render against a timer of
// `staticPageGenerationTimeout` (60 s) and never clears the timer. The worker thread therefore
// stays alive after its last page until Next gives up waiting for it to exit and terminates it
// (jest-worker's 500 ms), which `next build` awaits at the end of its final static export: half a
// second of every build spent idle. The patch unrefs the timer: it still fires for a page that is
// still rendering, but no longer keeps a finished worker alive.
//
// The mend itself: patchPackage.mjs (strict for PATCHED_VERSION).
//
//   node scripts/postinstall/patchNextExportTimer.mjs [node_modules dir]

import path from 'node:path';
import { mendSource, patchPackage } from './patchPackage.mjs';
import { runPatchScript } from './runPatchScript.mjs';

/** The version whose worker must hold the code or the fix. */
export const PATCHED_VERSION = '16.4.6';
export const FILE = path.join('dist', 'export', 'worker.js');
export const BROKEN = '}, nextConfig.staticPageGenerationTimeout * 1000);';
export const FIXED = '}, nextConfig.staticPageGenerationTimeout * 1000).unref();';

const MEND = { name: 'the page timer', broken: BROKEN, fixed: FIXED, files: [FILE], once: true };

/**
 * The patched worker source, or null when it needs nothing (already patched, or another version's).
 * @param {string} source
 * @returns {string | null}
 */
export function patchSource(source) {
  return mendSource(source, MEND);
}

/**
 * Patches next's export worker under a node_modules folder; returns the files changed. Throws,
 * naming the file, when the installed version is PATCHED_VERSION and the file holds neither the
 * timer nor the fix, or is missing.
 * @param {string} nodeModules
 * @returns {string[]}
 */
export function patchNextExportTimer(nodeModules) {
  return patchPackage(nodeModules, {
    packageName: 'next',
    version: PATCHED_VERSION,
    mends: [MEND],
    script: 'patchNextExportTimer.mjs',
  });
}

runPatchScript('patchNextExportTimer.mjs', patchNextExportTimer, (changed) =>
  changed.length > 0
    ? "next: the export worker's page timer no longer keeps a finished worker alive"
    : 'next: export worker already patched, nothing to do',
);
