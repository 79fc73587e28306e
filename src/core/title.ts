/**
 * Page titles: from the last path segment, a translation key or an explicit title; `false` hides
 * the title (docs/product-rules.md#page-titles).
 */

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Title derived from the last non-empty path segment: a leading `react-` is
 * dropped, a `use-` hook name becomes camelCase (`useMediaQuery`), and any
 * other name becomes title-cased words (`Toggle Button Group`).
 */
export function pathnameToTitle(pathname: string): string {
  const segments = pathname.split('/').filter((part) => part !== '');
  const last = segments[segments.length - 1] ?? '';
  const name = last.startsWith('react-') ? last.slice('react-'.length) : last;
  const words = name.split('-').filter((word) => word !== '');
  if (name.startsWith('use-')) {
    return words.map((word, index) => (index === 0 ? word : capitalize(word))).join('');
  }
  return words.map(capitalize).join(' ');
}

export interface TitledEntry {
  pathname: string;
  title?: string | false;
  /** A group's translation key under `nav.` (else the last segment of its path). */
  subheader?: string;
  /** Present on a group. */
  children?: readonly unknown[];
}

/**
 * The title shown for a navigation entry or page (docs/product-rules.md#page-titles), by these rules in order:
 * 1. `title: false` hides it (`null`), on a page and on a group alike;
 * 2. an explicit title wins over any translation;
 * 3. a group takes the translation of `nav.<subheader or last segment>`;
 * 4. then the translation of `pages.<pathname>`;
 * 5. else the title derived from the last path segment.
 */
export function pageTitle(
  entry: TitledEntry,
  lookup?: (key: string) => string | undefined,
): string | null {
  if (entry.title === false) {
    return null;
  }
  if (typeof entry.title === 'string') {
    return entry.title;
  }
  if (entry.children) {
    const lastSegment = entry.pathname.slice(entry.pathname.lastIndexOf('/') + 1);
    const groupTitle = lookup?.(`nav.${entry.subheader ?? lastSegment}`);
    if (groupTitle !== undefined) {
      return groupTitle;
    }
  }
  return lookup?.(`pages.${entry.pathname}`) ?? pathnameToTitle(entry.pathname);
}
