// `npm install` runs this (package.json "postinstall") after patchNextExportTimer.mjs. It mends one
// thing in next 16.4.6's dev server (next/dist/server/dev/next-dev-server.js).
//
// Under `next dev`, every request for a page of a dynamic route with getStaticPaths starts a new
// worker thread that loads the page's whole server bundle again, only to call getStaticPaths, and
// ends it: 0.6 s before the first render of each route (a quarter of the Button page's first
// answer on a cold start), and the same again in the background on every later request, while
// the author edits. The server process has already loaded that bundle to render the page. The
// patch calls getStaticPaths there, for the pages router only (app routes keep the worker): the
// same loadComponents and buildPagesStaticPaths the worker calls. Freshness is unchanged: Next
// reloads the server bundle after an edit before rendering, and the site's route table follows
// the content version (src/content/contentVersion.ts).
//
// The mend itself: patchPackage.mjs (strict for PATCHED_VERSION).
//
//   node scripts/postinstall/patchNextDevStaticPaths.mjs [node_modules dir]

import path from 'node:path';
import { patchPackage } from './patchPackage.mjs';
import { runPatchScript } from './runPatchScript.mjs';

export const PATCHED_VERSION = '16.4.6';
export const FILE = path.join('dist', 'server', 'dev', 'next-dev-server.js');
export const BROKEN = `            const { locales, defaultLocale } = this.nextConfig.i18n || {};
            const staticPathsWorker = this.getStaticPathsWorker();`;
export const FIXED = `            const { locales, defaultLocale } = this.nextConfig.i18n || {};
            // docs site (scripts/postinstall/patchNextDevStaticPaths.mjs): pages in this process
            if (!isAppPath) {
                const components = await require('../load-components').loadComponents({
                    distDir: this.distDir,
                    page: page || pathname,
                    isAppPath: false,
                    isDev: true,
                    sriEnabled: Boolean(this.nextConfig.experimental.sri?.algorithm),
                    needsManifestsForLegacyReasons: true
                });
                return require('../../build/static-paths/pages').buildPagesStaticPaths({
                    page: pathname,
                    getStaticPaths: components.getStaticPaths,
                    configFileName,
                    locales,
                    defaultLocale
                });
            }
            const staticPathsWorker = this.getStaticPathsWorker();`;

/**
 * Patches next's dev server under a node_modules folder; returns the files changed.
 * @param {string} nodeModules
 * @returns {string[]}
 */
export function patchNextDevStaticPaths(nodeModules) {
  return patchPackage(nodeModules, {
    packageName: 'next',
    version: PATCHED_VERSION,
    mends: [
      {
        name: "the dev server's static paths worker",
        broken: BROKEN,
        fixed: FIXED,
        files: [FILE],
        once: true,
      },
    ],
    script: 'patchNextDevStaticPaths.mjs',
  });
}

runPatchScript('patchNextDevStaticPaths.mjs', patchNextDevStaticPaths, (changed) =>
  changed.length > 0
    ? 'next: next dev calls getStaticPaths of pages in its own process'
    : 'next: dev server already patched, nothing to do',
);
