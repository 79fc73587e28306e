// One mend of one file of an installed next, for the version it was written for
// (patchNextExportTimer.mjs, patchNextDevStaticPaths.mjs): the text `broken`, found exactly once,
// becomes `fixed`. For that version the file must hold either the text or the fix: if it holds
// neither (or is missing), the install changed under the patch and this throws, naming the file
// and the script to update, instead of silently losing the fix. Other versions are left alone.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} NextFilePatch
 * @property {string} version the version of next the patch was written for
 * @property {string} file the file, from next's package folder
 * @property {string} broken the text replaced (found exactly once)
 * @property {string} fixed what replaces it
 * @property {string} script the patch script, named in the error
 * @property {string} what what the text is, for the error ("the page timer")
 */

/**
 * `source` with the mend, or null when it needs none (already mended, or not the expected file).
 * @param {string} source
 * @param {Pick<NextFilePatch, 'broken' | 'fixed'>} patch
 * @returns {string | null}
 */
export function mendSource(source, { broken, fixed }) {
  return source.split(broken).length === 2 ? source.replace(broken, () => fixed) : null;
}

/**
 * Mends the file under `nodeModules`/next; returns the files changed.
 * @param {string} nodeModules
 * @param {NextFilePatch} patch
 * @returns {string[]}
 */
export function patchNextFile(nodeModules, patch) {
  const root = path.join(nodeModules, 'next');
  if (!existsSync(root)) {
    return [];
  }
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const target = path.join(root, patch.file);
  const source = existsSync(target) ? readFileSync(target, 'utf8') : null;
  const mended = source === null ? null : mendSource(source, patch);
  if (mended !== null) {
    writeFileSync(target, mended);
    return [target];
  }
  if (version === patch.version && (source === null || !source.includes(patch.fixed))) {
    throw new Error(
      `next ${patch.version}: neither ${patch.what} nor its fix was found in ${target}${source === null ? ' (missing)' : ''}. ` +
        `The installed file is not the one scripts/postinstall/${patch.script} was written for: ` +
        'check whether next still does this and update BROKEN and FIXED in that script.',
    );
  }
  return [];
}
