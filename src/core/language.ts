/**
 * User language and the two-letter path prefix, stripped to give the canonical path
 * (docs/product-rules.md#areas-and-urls).
 */

export const SUPPORTED_LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Names shown in the language menu, each in its own language. */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', zh: '中文' };

export function isLanguage(value: unknown): value is Language {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

/** A short lowercase two-letter code, supported or not. */
export function isLanguageCode(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z]{2}$/.test(value);
}

/** A supported language, or the default for anything else. */
export function parseLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export interface PathLanguage {
  userLanguage: Language;
  /** The path without its language prefix; query and hash kept. */
  canonicalAs: string;
  /** `canonicalAs` without query and hash. */
  canonicalPathname: string;
}

/** Splits `path?query#hash` into its three parts (query keeps its `?`, hash its `#`). */
function splitUrl(url: string): { path: string; query: string; hash: string } {
  const hashIndex = url.indexOf('#');
  const beforeHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const path = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const query = queryIndex === -1 ? '' : beforeHash.slice(queryIndex);
  return { path, query, hash };
}

// mui.com's server also maps an `/api` prefix to `/api-docs`. This site has no such
// path to serve: API pages live under each area (`/<area>/api/<name>/`, docs/product-rules.md#areas-and-urls), the
// static export has no server that could map a path, and no page or link starts with `/api`, so
// `/api/...` is a 404 like any unknown path. The mapping, which nothing called, was removed.

/**
 * Reads the language prefix of a path. The first segment counts as a prefix
 * only if it is a supported language followed by `/` or the end of the path
 * (`?` and `#` end the path too). Any other first segment is left in place
 * and the language is the default.
 */
export function pathnameToLanguage(pathname: string): PathLanguage {
  const { path, query, hash } = splitUrl(pathname);
  const match = /^\/([a-z]{2})(?:\/|$)/.exec(path);
  let userLanguage: Language = DEFAULT_LANGUAGE;
  let canonicalPath = path;
  if (match && isLanguage(match[1])) {
    userLanguage = match[1];
    canonicalPath = path.slice(match[1].length + 1) || '/';
  }
  return {
    userLanguage,
    canonicalAs: canonicalPath + query + hash,
    canonicalPathname: canonicalPath,
  };
}

/** Adds the language prefix to a canonical path: `/zh/...` for zh, nothing for en. */
export function localizePath(canonicalPath: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) {
    return canonicalPath;
  }
  if (canonicalPath === '/' || canonicalPath === '') {
    return `/${language}/`;
  }
  const withSlash = canonicalPath.startsWith('/') ? canonicalPath : `/${canonicalPath}`;
  return `/${language}${withSlash}`;
}
