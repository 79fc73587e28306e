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
// For the version it was written for (PATCHED_VERSION), the file must hold either the code or
// the fix: if it holds neither (or is missing), the install changed under the patch and it
// fails, naming the file, instead of silently losing the fix.
//
//   node scripts/postinstall/patchNextExportTimer.mjs [node_modules dir]

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runPatchScript } from './runPatchScript.mjs';

/** The version whose worker must hold the code or the fix. */
export const PATCHED_VERSION = '16.4.6';
export const FILE = path.join('dist', 'export', 'worker.js');
export const BROKEN = '}, nextConfig.staticPageGenerationTimeout * 1000);';
export const FIXED = '}, nextConfig.staticPageGenerationTimeout * 1000).unref();';

/**
 * The patched worker source, or null when it needs nothing (already patched, or another version's).
 * @param {string} source
 * @returns {string | null}
 */
export function patchSource(source) {
  return source.split(BROKEN).length === 2 ? source.replace(BROKEN, FIXED) : null;
}

/**
 * Patches next's export worker under a node_modules folder; returns the files changed. Throws,
 * naming the file, when the installed version is PATCHED_VERSION and the file holds neither the
 * timer nor the fix, or is missing.
 * @param {string} nodeModules
 * @returns {string[]}
 */
export function patchNextExportTimer(nodeModules) {
  const root = path.join(nodeModules, 'next');
  if (!existsSync(root)) {
    return [];
  }
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const strict = version === PATCHED_VERSION;
  const target = path.join(root, FILE);
  const source = existsSync(target) ? readFileSync(target, 'utf8') : null;
  const patched = source === null ? null : patchSource(source);
  if (patched !== null) {
    writeFileSync(target, patched);
    return [target];
  }
  if (strict && (source === null || !source.includes(FIXED))) {
    throw new Error(
      `next ${PATCHED_VERSION}: neither the page timer nor its fix was found in ${target}${source === null ? ' (missing)' : ''}. ` +
        'The installed file is not the one scripts/postinstall/patchNextExportTimer.mjs was written for: ' +
        'check whether the worker still starts that timer and update BROKEN and FIXED in that script.',
    );
  }
  return [];
}

runPatchScript('patchNextExportTimer.mjs', patchNextExportTimer, (changed) =>
  changed.length > 0
    ? "next: the export worker's page timer no longer keeps a finished worker alive"
    : 'next: export worker already patched, nothing to do',
);
