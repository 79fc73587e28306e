// The mechanism of the postinstall patches (patchMuiSystem.mjs, patchNextExportTimer.mjs,
// patchNextDevStaticPaths.mjs, patchNextDevDynamicChunks.mjs): in an installed package, each mend
// turns the text `broken` into `fixed` in the files it names. For the version the patch was
// written for, every file must hold either the text or the fix: if one holds neither (or is
// missing), the install changed under the patch and this throws, naming each such file and the
// script to update, instead of silently losing the fix. Other versions, and a folder without the
// package, are left alone.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} Mend
 * @property {string} name what it mends, named in the error
 * @property {string} broken the text replaced
 * @property {string} fixed what replaces it
 * @property {string[]} files the files it mends, from the package's folder
 * @property {boolean} [once] the text must appear exactly once in a file (otherwise: every time)
 */

/**
 * @typedef {object} PackagePatch
 * @property {string} packageName e.g. 'next', '@mui/system'
 * @property {string} version the version the patch was written for
 * @property {Mend[]} mends
 * @property {string} script the patch script, named in the error
 */

/**
 * `source` with the mend, or null when it needs none (already mended, or not the expected file).
 * @param {string} source
 * @param {Pick<Mend, 'broken' | 'fixed' | 'once'>} mend
 * @returns {string | null}
 */
export function mendSource(source, { broken, fixed, once }) {
  const parts = source.split(broken);
  if (parts.length === 1 || (once && parts.length !== 2)) {
    return null;
  }
  return parts.join(fixed);
}

/**
 * @param {string} root the package folder
 * @returns {string | null}
 */
function installedVersion(root) {
  try {
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

/**
 * Applies the patch's mends to the package under `nodeModules`; returns the files changed.
 * @param {string} nodeModules
 * @param {PackagePatch} patch
 * @returns {string[]}
 */
export function patchPackage(nodeModules, { packageName, version, mends, script }) {
  const root = path.join(nodeModules, packageName);
  if (!existsSync(root)) {
    return [];
  }
  const strict = installedVersion(root) === version;
  const changed = [];
  const unrecognized = [];
  for (const mend of mends) {
    for (const file of mend.files) {
      const target = path.join(root, file);
      if (!existsSync(target)) {
        if (strict) {
          unrecognized.push(`${target} (missing)`);
        }
        continue;
      }
      const source = readFileSync(target, 'utf8');
      const mended = mendSource(source, mend);
      if (mended !== null) {
        writeFileSync(target, mended);
        changed.push(target);
      } else if (strict && !source.includes(mend.fixed)) {
        unrecognized.push(`${target} (${mend.name})`);
      }
    }
  }
  if (unrecognized.length > 0) {
    throw new Error(
      `${packageName} ${version}: neither the broken code nor its fix was found in ${unrecognized.join(', ')}. ` +
        `The installed files are not the ones scripts/postinstall/${script} was written for: ` +
        'check whether the code each mend names is still there and update that script.',
    );
  }
  return changed;
}
