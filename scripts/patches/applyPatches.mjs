// `npm install` runs this (package.json "postinstall"): patch-package applies every file of
// patches/ to node_modules. A patch made for another version than the one installed, or one whose
// text no longer fits, stops the install (--error-on-warn, --error-on-fail), and this script then
// says where each patch is explained and what to re-check: docs/dependency-patches.md and
// docs/upgrading.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const bin = path.join(
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'patch-package.cmd' : 'patch-package',
);
const result = spawnSync(bin, ['--error-on-fail', '--error-on-warn'], { stdio: 'inherit' });

if (result.error || result.status !== 0) {
  console.error(
    [
      '',
      '[postinstall] A dependency patch in patches/ does not fit the installed package (patch-package named it above).',
      '  Each patch, why it exists and when to remove it: docs/dependency-patches.md.',
      '  After upgrading Next or an MUI package, follow docs/upgrading.md: remake the patch for the new version',
      '  (edit node_modules, then `npx patch-package <package>`), or delete it if the new version fixed the bug.',
    ].join('\n'),
  );
  process.exit(result.status || 1);
}
