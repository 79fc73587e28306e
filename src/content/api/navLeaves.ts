/** Which navigation entries are API pages, and which package documents each. */
import type { NavEntry } from '@/core/navigationTypes';

export const CORE_PACKAGES = {
  'material-ui': '@mui/material',
  'joy-ui': '@mui/joy',
  'base-ui': '@mui/base',
  system: '@mui/system',
} as const;

export const X_PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const;
export type XProduct = (typeof X_PRODUCTS)[number];

/**
 * The commercial packages that extend an X product's MIT package, in plan order: an export is
 * documented from the first package of `[MIT, ...these]` that has it, so `DataGrid` comes from
 * @mui/x-data-grid, `DataGridPro` from @mui/x-data-grid-pro and `GridExcelExportOptions` from
 * @mui/x-data-grid-premium.
 */
export const COMMERCIAL_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  '@mui/x-data-grid': ['@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
  '@mui/x-date-pickers': ['@mui/x-date-pickers-pro'],
};

/** The packages that may document a leaf of `packageName`, the MIT one first. */
export function packagesOfProduct(packageName: string): readonly string[] {
  return [packageName, ...(COMMERCIAL_PACKAGES[packageName] ?? [])];
}

/** Every package whose declarations the generator reads. */
export const API_PACKAGES: readonly string[] = [
  ...Object.values(CORE_PACKAGES),
  ...X_PRODUCTS.flatMap((product) => packagesOfProduct(`@mui/x-${product}`)),
];

export interface ApiLeaf {
  area: string;
  pathname: string;
  /** The export name: the entry's title. */
  name: string;
  packageName: string;
}

function isCoreArea(area: string): area is keyof typeof CORE_PACKAGES {
  return Object.prototype.hasOwnProperty.call(CORE_PACKAGES, area);
}

/** The package an API pathname documents, or null when the path is not an API leaf path. */
export function packageForApiPath(pathname: string): { area: string; packageName: string } | null {
  const core = /^\/([a-z-]+)\/api\/[a-z0-9-]+$/.exec(pathname);
  if (core && isCoreArea(core[1])) {
    return { area: core[1], packageName: CORE_PACKAGES[core[1]] };
  }
  const x = /^\/x\/api\/([a-z-]+)\/[a-z0-9-]+$/.exec(pathname);
  if (x && (X_PRODUCTS as readonly string[]).includes(x[1])) {
    return { area: 'x', packageName: `@mui/x-${x[1]}` };
  }
  return null;
}

/** The last segment of a pathname, turned into an export-like name: `button-base` -> `ButtonBase`. */
function nameFromPath(pathname: string): string {
  const slug = pathname.slice(pathname.lastIndexOf('/') + 1);
  return slug.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, char: string) =>
    char.toUpperCase(),
  );
}

/** The API leaves of one area's tree, in tree order. Groups (entries with children) are not leaves. */
export function collectApiLeaves(area: string, tree: readonly NavEntry[]): ApiLeaf[] {
  const leaves: ApiLeaf[] = [];
  const visit = (entries: readonly NavEntry[]): void => {
    for (const entry of entries) {
      if (entry.children && entry.children.length > 0) {
        visit(entry.children);
        continue;
      }
      if (entry.children) continue;
      const target = packageForApiPath(entry.pathname);
      if (!target || target.area !== area) continue;
      const name = typeof entry.title === 'string' ? entry.title : nameFromPath(entry.pathname);
      leaves.push({ area, pathname: entry.pathname, name, packageName: target.packageName });
    }
  };
  visit(tree);
  return leaves;
}

/** Every pathname of a tree, groups included. */
export function collectPathnames(
  tree: readonly NavEntry[],
  into: Set<string> = new Set(),
): Set<string> {
  for (const entry of tree) {
    into.add(entry.pathname);
    if (entry.children) collectPathnames(entry.children, into);
  }
  return into;
}

/** A list to develop and test against before the navigation trees exist. */
export const SAMPLE_LEAVES: readonly ApiLeaf[] = [
  ['material-ui', 'button', 'Button'],
  ['material-ui', 'button-base', 'ButtonBase'],
  ['material-ui', 'slider', 'Slider'],
  ['material-ui', 'autocomplete', 'Autocomplete'],
  ['material-ui', 'use-autocomplete', 'useAutocomplete'],
  ['material-ui', 'dialog', 'Dialog'],
  ['material-ui', 'list-item', 'ListItem'],
  ['joy-ui', 'button', 'Button'],
  ['base-ui', 'button', 'Button'],
  ['base-ui', 'use-button', 'useButton'],
  ['base-ui', 'number-input', 'Unstable_NumberInput'],
  ['system', 'box', 'Box'],
  ['x', 'data-grid/data-grid', 'DataGrid'],
  ['x', 'date-pickers/date-picker', 'DatePicker'],
  ['x', 'charts/line-chart', 'LineChart'],
  ['x', 'tree-view/tree-view', 'TreeView'],
].map(([area, slug, name]) => {
  const pathname = `/${area}/api/${slug}`;
  const target = packageForApiPath(pathname);
  if (!target) throw new Error(`Bad sample leaf ${pathname}`);
  return { area, pathname, name, packageName: target.packageName };
});
