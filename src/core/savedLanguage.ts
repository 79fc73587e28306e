/**
 * The saved language (CONTRACT.md "Preferences"): where a page load should go instead of the
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
 * - Prefixed pages (`/zh/…`) never move, and neither does the 404 page of an unknown path.
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
    if (prefix[1] !== rules.defaultLanguage) {
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
  if (saved === null || saved === rules.defaultLanguage || rules.languages.indexOf(saved) === -1) {
    return null;
  }
  if (load.referrer === load.origin || load.referrer.indexOf(`${load.origin}/`) === 0) {
    return null;
  }
  return `/${saved}${load.pathname}${load.search}${load.hash}`;
}
