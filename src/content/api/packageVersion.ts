/**
 * Where an installed package is and which version it is, without loading TypeScript: the API
 * generator's up-to-date check (scripts/generate-api.ts) reads them before deciding to build a
 * program at all.
 */
import fs from 'node:fs';
import path from 'node:path';

export function packageDir(rootDir: string, packageName: string): string {
  return path.join(rootDir, 'node_modules', ...packageName.split('/'));
}

export function readPackageVersion(rootDir: string, packageName: string): string {
  const manifest: unknown = JSON.parse(
    fs.readFileSync(path.join(packageDir(rootDir, packageName), 'package.json'), 'utf8'),
  );
  if (typeof manifest === 'object' && manifest !== null && 'version' in manifest) {
    const { version } = manifest;
    if (typeof version === 'string') return version;
  }
  throw new Error(`${packageName}: package.json has no version`);
}
