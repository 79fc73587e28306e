/**
 * The dependency patches of patches/ (docs/dependency-patches.md) are applied to the installed
 * packages: each is made for the installed version, every line it adds is in the installed file,
 * every line it removes is gone, and the document describes it. A failure names the entry of
 * docs/upgrading.md to follow.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { parsePatchName, patchedFiles } from './patchFiles';

const PATCHES_DIR = path.join(process.cwd(), 'patches');
const PATCHES = fs.readdirSync(PATCHES_DIR).filter((file) => file.endsWith('.patch'));
const UPGRADE_ENTRY = 'docs/upgrading.md#dependency-patches';

describe('dependency patches', () => {
  it('are the two the docs describe', () => {
    expect(PATCHES.sort()).toEqual(['@mui+system+5.15.2.patch', 'next+16.4.6.patch']);
    const document = fs.readFileSync(path.join('docs', 'dependency-patches.md'), 'utf8');
    for (const patch of PATCHES) {
      expect(document).toContain(`patches/${patch}`);
    }
  });

  it.each(PATCHES)('%s fits the installed version and is applied', (patch) => {
    const { packageName, version } = parsePatchName(patch);
    const installed = JSON.parse(
      fs.readFileSync(path.join('node_modules', packageName, 'package.json'), 'utf8'),
    ) as { version: string };
    if (installed.version !== version) {
      throw new Error(
        `patches/${patch} is made for ${packageName} ${version}, ${installed.version} is installed: follow ${UPGRADE_ENTRY}`,
      );
    }
    for (const file of patchedFiles(fs.readFileSync(path.join(PATCHES_DIR, patch), 'utf8'))) {
      const source = fs.readFileSync(file.path, 'utf8');
      const missing = file.added.filter((line) => !source.includes(line));
      const left = file.removed.filter(
        (line) => !file.added.includes(line) && source.includes(line),
      );
      if (missing.length > 0 || left.length > 0) {
        throw new Error(
          `${file.path} is not as patches/${patch} leaves it (${missing.length} added lines missing, ${left.length} removed lines still there): run \`npm install\`, or follow ${UPGRADE_ENTRY}`,
        );
      }
    }
  });

  it("leaves next's dev server compiling as Node compiles a CommonJS module", () => {
    const file = path.join('node_modules', 'next', 'dist', 'server', 'dev', 'next-dev-server.js');
    const source = fs.readFileSync(file, 'utf8');
    expect(
      () => new vm.Script(`(function (exports, require, module) {${source}\n})`),
    ).not.toThrow();
  });
});
