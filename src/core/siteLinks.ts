/**
 * The site's links from the build settings that the browser needs (docs/build-settings.md): the
 * repository (header link, new issues) and the page feedback endpoint. They arrive in page props,
 * so they are checked again here: a page with odd props falls back to no link, never to a broken one.
 */

export interface SiteLinks {
  /** `https://github.com/owner/name`. */
  repository: string;
  /** DOCS_FEEDBACK_URL, or null. */
  feedback: string | null;
}

export const NO_SITE_LINKS: SiteLinks = { repository: '', feedback: null };

function httpUrl(value: unknown, httpsOnly: boolean): string | null {
  if (typeof value !== 'string' || value.trim() === '') {
    return null;
  }
  try {
    const url = new URL(value);
    const allowed = httpsOnly ? ['https:'] : ['https:', 'http:'];
    return allowed.includes(url.protocol) ? value.replace(/\/$/, '') : null;
  } catch {
    return null;
  }
}

/** The links of page props; empty ones for anything that is not an http(s) URL. */
export function parseSiteLinks(value: unknown): SiteLinks {
  if (typeof value !== 'object' || value === null) {
    return NO_SITE_LINKS;
  }
  const record = value as Record<string, unknown>;
  return {
    repository: httpUrl(record.repository, true) ?? '',
    feedback: httpUrl(record.feedback, false),
  };
}
