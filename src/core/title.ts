/**
 * Page titles (SPEC.md §2 "Page titles come from the last path segment, or
 * from a translation key, or from an explicit title. An explicit false hides
 * the title.").
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
}

/**
 * The title shown for a navigation entry: `null` when the title is hidden,
 * else the translation of `pages.<pathname>`, else the explicit title, else
 * the title derived from the path.
 */
export function pageTitle(
  entry: TitledEntry,
  lookup?: (key: string) => string | undefined,
): string | null {
  if (entry.title === false) {
    return null;
  }
  const translated = lookup?.(`pages.${entry.pathname}`);
  if (translated !== undefined) {
    return translated;
  }
  return entry.title ?? pathnameToTitle(entry.pathname);
}
