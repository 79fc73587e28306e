// `npm install` runs this (package.json "postinstall") after patchNextDevStaticPaths.mjs. It mends
// one thing in next 16.4.6's pages renderer under Turbopack's dev server
// (next/dist/compiled/next-server/pages-turbo.runtime.dev.js).
//
// A page's HTML gets a <script defer> for every chunk that its react-loadable manifest lists for
// the next/dynamic parts it rendered. Under next dev, Turbopack's manifest sometimes names a chunk
// it never writes (`src_theme_rtlEmotionCache_ts_….js` on MUI X pages,
// `data_base-ui_react-badge_….js` on Base UI pages): the script answers 404 and the author's
// console shows "Failed to load resource" on every load of those pages. The runtime loads the
// chunks it really has, so the demos work; the script is only an early start. The patch leaves out,
// under the dev server only, the files that are not in the dev output folder. A build's manifest
// is not touched.
//
// The mend itself: patchPackage.mjs (strict for PATCHED_VERSION).
//
//   node scripts/postinstall/patchNextDevDynamicChunks.mjs [node_modules dir]

import path from 'node:path';
import { patchPackage } from './patchPackage.mjs';
import { runPatchScript } from './runPatchScript.mjs';

export const PATCHED_VERSION = '16.4.6';
export const FILE = path.join('dist', 'compiled', 'next-server', 'pages-turbo.runtime.dev.js');
export const BROKEN = 'manifestItem.files.forEach(item=>{dynamicImports.add(item)})';
export const FIXED =
  'manifestItem.files.forEach(item=>{(!process.env.__NEXT_DEV_SERVER||!renderOpts.distDir||require("fs").existsSync(require("path").join(renderOpts.distDir,item)))&&dynamicImports.add(item)})';

/**
 * Patches next's dev pages renderer under a node_modules folder; returns the files changed.
 * @param {string} nodeModules
 * @returns {string[]}
 */
export function patchNextDevDynamicChunks(nodeModules) {
  return patchPackage(nodeModules, {
    packageName: 'next',
    version: PATCHED_VERSION,
    mends: [
      {
        name: "the dev renderer's scripts for next/dynamic chunks",
        broken: BROKEN,
        fixed: FIXED,
        files: [FILE],
        once: true,
      },
    ],
    script: 'patchNextDevDynamicChunks.mjs',
  });
}

runPatchScript('patchNextDevDynamicChunks.mjs', patchNextDevDynamicChunks, (changed) =>
  changed.length > 0
    ? 'next: next dev adds scripts only for the dynamic chunks it wrote'
    : 'next: dev renderer already patched, nothing to do',
);
