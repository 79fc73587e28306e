/**
 * The saved language (docs/product-rules.md#saved-language): where a page load should go instead of the
 * page asked for, before anything paints.
 *
 * - `/en/…` is not a page of the static export (the host serves 404.html for it): it leads to the
 *   canonical unprefixed page, whatever the cookie says. A link that names English explicitly is
 *   respected.
 * - An unprefixed page opened by a visitor whose `userLanguage` cookie names another supported
 *   language (`zh`) goes to its `/zh/` twin; a crawler has no cookie and stays on the canonical
 *   page.
 * - Except when the visitor came from a page of this site (same-origin referrer): the site's own
 *   links already carry the language being read, so an unprefixed link followed from the site is
 *   a choice (the `/en/` redirect above arrives this way too, which is why it cannot loop).
 * - Only to a twin that exists: a page names the languages it is rendered in, and one that has no
 *   `/zh/` twin (an untranslated page of an area not offered in Chinese) stays where it is.
 * - Prefixed pages (`/zh/…`) never move, and neither does the 404 page of an unknown path. But a
 *   `/zh/…` URL that the host answers with the 404 page is the twin of a page that is not rendered
 *   in Chinese: it leads to the canonical page (itself the 404 page when there is none), so an
 *   untranslated page's /zh/ URL keeps working without a second copy of the page.
 *
 * The function is serialised into an inline `<head>` script (src/theme/savedLanguageScript.ts),
 * so it must stay self-contained: no imports, no closures, only plain ES2017.
 */

export interface PageLoad {
  /** `location.pathname`, `location.search`, `location.hash`. */
  pathname: string;
  search: string;
  hash: string;
  /** `document.cookie`. */
  cookie: string;
  /** `document.referrer` ('' when there is none) and `location.origin`. */
  referrer: string;
  origin: string;
  /** Whether the document is the 404 page (served for any unknown path). */
  notFound: boolean;
  /** The languages the page is rendered in (empty for the 404 page). */
  pageLanguages: readonly string[];
}

export interface SavedLanguageRules {
  cookieName: string;
  languages: readonly string[];
  defaultLanguage: string;
}

/** The URL to replace this page load with, or null to stay. */
export function savedLanguageTarget(load: PageLoad, rules: SavedLanguageRules): string | null {
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(load.pathname);
  if (prefix !== null) {
    const twinOfMissingPage = load.notFound && rules.languages.indexOf(prefix[1]) !== -1;
    if (prefix[1] !== rules.defaultLanguage && !twinOfMissingPage) {
      return null;
    }
    const canonical = load.pathname.slice(prefix[0].length) || '/';
    return canonical + load.search + load.hash;
  }
  if (load.notFound) {
    return null;
  }
  let saved: string | null = null;
  const pairs = load.cookie.split(';');
  for (let index = 0; index < pairs.length; index += 1) {
    const pair = pairs[index];
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === rules.cookieName) {
      saved = pair.slice(separator + 1).trim();
      break;
    }
  }
  if (
    saved === null ||
    saved === rules.defaultLanguage ||
    rules.languages.indexOf(saved) === -1 ||
    load.pageLanguages.indexOf(saved) === -1
  ) {
    return null;
  }
  if (load.referrer === load.origin || load.referrer.indexOf(`${load.origin}/`) === 0) {
    return null;
  }
  return `/${saved}${load.pathname}${load.search}${load.hash}`;
}
