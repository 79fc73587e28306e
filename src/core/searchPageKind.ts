/**
 * What kind of page a path is, for ranking (URL patterns of docs/product-rules.md#areas-and-urls): an area's landing page,
 * a component page, an API page, a guide, a blog post. And which API pages document a
 * sub-component: their component's name extends another API page's name in the same area
 * (`AutocompleteListbox` extends `Autocomplete`, `ButtonGroup` extends `Button`), so that the
 * main component's API page ranks first.
 */
import { pathnameToLanguage } from './language';
import type { PageKind } from './searchIndex';

/** The kind of the page at a site path (language prefix allowed); sub-components come later. */
export function pageKindOf(path: string): Exclude<PageKind, 'subApi'> {
  const segments = pathnameToLanguage(path).canonicalAs.split(/[?#]/)[0].split('/').filter(Boolean);
  if (segments[0] === 'blog' && segments.length > 1) return 'blog';
  if (segments.includes('api')) return 'api';
  if (segments.length <= 1) return 'landing';
  if (segments.some((segment) => segment.startsWith('react-')) && segments.length <= 3) {
    // `/<area>/react-<name>/` and `/x/react-<product>/`; a product's guides have one segment more.
    const last = segments[segments.length - 1];
    return last.startsWith('react-') ? 'component' : 'guide';
  }
  return 'guide';
}

/** An API page's component or hook name: its title without the ` API` suffix. */
export function apiName(title: string): string {
  return title.replace(/ API$/, '').trim();
}

/**
 * Whether `name` extends `base` at a word boundary of its camelCase:
 * `AutocompleteListbox` extends `Autocomplete`; `Tabs` does not extend `Tab`.
 */
export function extendsName(name: string, base: string): boolean {
  return name.length > base.length && name.startsWith(base) && /[A-Z0-9]/.test(name[base.length]);
}

export interface KindedPage {
  /** Where the page belongs: API pages extend names only within one area. */
  group: string;
  title: string;
  kind: PageKind;
}

/** The kinds of `pages`, with API pages of sub-components marked `subApi`. */
export function markSubComponents(pages: readonly KindedPage[]): PageKind[] {
  const namesByGroup = new Map<string, string[]>();
  for (const page of pages) {
    if (page.kind !== 'api') continue;
    const names = namesByGroup.get(page.group) ?? [];
    names.push(apiName(page.title));
    namesByGroup.set(page.group, names);
  }
  return pages.map((page) => {
    if (page.kind !== 'api') return page.kind;
    const name = apiName(page.title);
    const others = namesByGroup.get(page.group) ?? [];
    return others.some((base) => extendsName(name, base)) ? 'subApi' : 'api';
  });
}
