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

export function installedVersion(packageName: string): string {
  const file = path.join(PROJECT_ROOT, 'node_modules', packageName, 'package.json');
  const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
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
