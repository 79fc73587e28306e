/**
 * Build-time checks of an area's navigation tree: two entries with one path are an error,
 * `Duplicate page path <path> in <area> navigation` (docs/product-rules.md#side-navigation).
 */
import type { NavEntry } from './navigationTypes';
import { NAV_ICON_NAMES, isNavIconName } from './navIcons';

export interface NavigationValidationOptions {
  /** Whether content exists for a page path. */
  pageExists: (pathname: string) => boolean;
}

function isValidPathFormat(pathname: string): boolean {
  return !pathname.endsWith('/') && !pathname.includes('//') && !/[\sA-Z]/.test(pathname);
}

function isInArea(area: string, pathname: string): boolean {
  return pathname === `/${area}` || pathname.startsWith(`/${area}/`);
}

/**
 * Throws the first problem found, walking the tree in order. For each entry
 * the checks run in this order: path format, area, duplicate, planned with
 * children, missing content.
 */
export function validateNavigation(
  area: string,
  entries: NavEntry[],
  options: NavigationValidationOptions,
): void {
  const seen = new Set<string>();
  const visit = (entry: NavEntry) => {
    const path = entry.pathname;
    if (!isValidPathFormat(path)) {
      throw new Error(
        `Invalid page path "${path}" in ${area} navigation: use lowercase segments without a trailing slash`,
      );
    }
    if (!isInArea(area, path)) {
      throw new Error(
        `Page ${path} is outside the ${area} area: every path in data/${area}/pages.ts must start with /${area}/`,
      );
    }
    if (seen.has(path)) {
      throw new Error(`Duplicate page path ${path} in ${area} navigation`);
    }
    seen.add(path);
    if (entry.planned && entry.children !== undefined) {
      throw new Error(`Planned entry ${path} in ${area} navigation cannot have children`);
    }
    if (entry.icon !== undefined && !isNavIconName(entry.icon)) {
      throw new Error(
        `Unknown icon "${entry.icon}" on ${path} in ${area} navigation: use one of ${NAV_ICON_NAMES.join(', ')} (src/core/navIcons.ts), or add the icon there and its path in src/content/navIconPaths.ts`,
      );
    }
    if (entry.children === undefined && !entry.planned && !options.pageExists(path)) {
      throw new Error(
        `Page ${path} in ${area} navigation has no content: add its page or mark the entry planned`,
      );
    }
    entry.children?.forEach(visit);
  };
  entries.forEach(visit);
}
