/** Version labels read from the installed packages: the one source of truth for what the site documents. */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './contentPaths';

export const VERSIONED_PACKAGES = {
  'material-ui': '@mui/material',
  'joy-ui': '@mui/joy',
  'base-ui': '@mui/base',
  system: '@mui/system',
  'x-data-grid': '@mui/x-data-grid',
  'x-date-pickers': '@mui/x-date-pickers',
  'x-charts': '@mui/x-charts',
  'x-tree-view': '@mui/x-tree-view',
} as const;

export type VersionedProduct = keyof typeof VERSIONED_PACKAGES;

/**
 * Read once per process: every page's shell names the versions, and an installed package does not
 * change under a running build (a dev server shows one installed while it runs once restarted).
 */
const installed = new Map<string, string>();

export function installedVersion(packageName: string): string {
  let version = installed.get(packageName);
  if (version === undefined) {
    const file = path.join(PROJECT_ROOT, 'node_modules', packageName, 'package.json');
    ({ version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string });
    installed.set(packageName, version);
  }
  return version;
}

export function productVersions(): Record<VersionedProduct, string> {
  return Object.fromEntries(
    Object.entries(VERSIONED_PACKAGES).map(([product, packageName]) => [
      product,
      installedVersion(packageName),
    ]),
  ) as Record<VersionedProduct, string>;
}
