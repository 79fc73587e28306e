/**
 * The exact versions of the packages a demo's project names (src/core/sandboxProject.ts), read from
 * the site's package.json: the one home of the versions this site documents and runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  SANDBOX_TYPESCRIPT_PACKAGES,
  sandboxPackages,
  typesPackageOf,
} from '@/core/sandboxProject';
import { PROJECT_ROOT, relativeToProject } from '../contentPaths';

interface PackageManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

let cached: Record<string, string> | null = null;

function siteVersions(): Record<string, string> {
  if (cached === null) {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8'),
    ) as PackageManifest;
    cached = { ...manifest.devDependencies, ...manifest.dependencies };
  }
  return cached;
}

/**
 * The versions a demo's project needs, keyed by package, with the type packages the site has for
 * them; throws naming the demo and package.
 */
export function demoVersions(tsCode: string, demoId: string, file: string): Record<string, string> {
  const versions = siteVersions();
  const needed: Record<string, string> = {};
  const packages = sandboxPackages(tsCode, demoId);
  for (const name of packages) {
    const types = versions[typesPackageOf(name)];
    if (types !== undefined) {
      needed[typesPackageOf(name)] = types;
    }
  }
  for (const name of [...packages, ...SANDBOX_TYPESCRIPT_PACKAGES]) {
    const version = versions[name];
    if (version === undefined || !/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version)) {
      throw new Error(
        `${relativeToProject(file)} imports ${name}, which package.json ${version === undefined ? 'does not name' : `pins only as "${version}"`}: add it with an exact version (npm install --save-exact ${name})`,
      );
    }
    needed[name] = version;
  }
  return needed;
}
