/**
 * Navigation trees derived from a folder of plain Markdown files (DOCS_CONTENT_DIR): each area
 * folder's sub-folders become groups and each `.md` file a page titled by its front matter.
 */
import fs from 'node:fs';
import path from 'node:path';
import { NAV_AREAS, type NavArea, type NavEntry } from '@/core/navigationTypes';
import { GUIDE_GROUPS } from '@/core/routeKinds';
import { readMarkdown } from './markdownSource';

function groupOrder(name: string): number {
  const index = GUIDE_GROUPS.indexOf(name);
  return index === -1 ? GUIDE_GROUPS.length : index;
}

function pagesIn(dir: string, pathname: string): NavEntry[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'index.md' && !/\.[a-z]{2}\.md$/.test(name))
    .sort()
    .map((name) => {
      const page = readMarkdown(path.join(dir, name));
      return {
        pathname: `${pathname}/${name.slice(0, -'.md'.length)}`,
        title: page?.frontMatter.title,
      };
    });
}

export function deriveAreaTree(contentDir: string, area: NavArea): NavEntry[] {
  const areaDir = path.join(contentDir, area);
  if (!fs.existsSync(areaDir)) {
    return [];
  }
  const groups = fs
    .readdirSync(areaDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => groupOrder(a) - groupOrder(b) || a.localeCompare(b));
  return [
    ...pagesIn(areaDir, `/${area}`),
    ...groups.map((group) => ({
      pathname: `/${area}/${group}`,
      children: pagesIn(path.join(areaDir, group), `/${area}/${group}`),
    })),
  ];
}

export function deriveNavigationTrees(contentDir: string): Record<NavArea, NavEntry[]> {
  return Object.fromEntries(
    NAV_AREAS.map((area) => [area, deriveAreaTree(contentDir, area)]),
  ) as Record<NavArea, NavEntry[]>;
}
