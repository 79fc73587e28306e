/**
 * Redirect pages: a path that moved keeps a static page that sends readers (and crawlers, via
 * its canonical link) to the new path. Authors declare them per area in data/<area>/redirects.ts.
 */

export interface Redirect {
  /** The old canonical path, without trailing slash or language prefix. */
  from: string;
  /** The canonical path of the page that now holds the content. */
  to: string;
}

export interface RedirectValidationOptions {
  /** The file the redirects were declared in, for messages. */
  file: string;
  /** The area the file belongs to: every `from` must be inside it. */
  area: string;
  /** Whether a page (not a redirect) is exported at a path. */
  isPage: (pathname: string) => boolean;
}

const PATH_FORMAT = /^(\/[a-z0-9][a-z0-9-]*)+$/;

/** The problems of one area's redirects, each naming the file and what to change. */
export function redirectProblems(
  redirects: readonly Redirect[],
  { file, area, isPage }: RedirectValidationOptions,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { from, to } of redirects) {
    for (const [name, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (!PATH_FORMAT.test(value)) {
        problems.push(
          `${file}: redirect ${name} "${value}" is not a canonical path: write lowercase segments with a leading slash and no trailing slash`,
        );
      }
    }
    if (from !== `/${area}` && !from.startsWith(`/${area}/`)) {
      problems.push(
        `${file}: redirect from ${from} is outside the ${area} area: declare it in that area's redirects.ts`,
      );
    }
    if (seen.has(from)) {
      problems.push(`${file}: ${from} is redirected twice: keep one entry`);
    }
    seen.add(from);
    if (from === to) {
      problems.push(`${file}: ${from} redirects to itself: remove the entry`);
    }
    if (isPage(from)) {
      problems.push(
        `${file}: ${from} is both a page and a redirect: remove the page from the navigation, or the redirect`,
      );
    }
    if (!isPage(to)) {
      problems.push(
        `${file}: the redirect from ${from} leads to ${to}, which is not a page of this site: fix the target`,
      );
    }
  }
  return problems;
}

/** The URL a redirect page sends to: the target in the page's own language, with a trailing slash. */
export function redirectHref(to: string, language: string): string {
  const prefix = language === 'en' ? '' : `/${language}`;
  return `${prefix}${to}/`;
}
