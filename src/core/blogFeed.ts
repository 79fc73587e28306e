/**
 * The blog's Atom feed (docs/product-rules.md#blog-feed): `/blog/feed.xml`, one entry per post,
 * newest first, with absolute links; every text is XML-escaped, so a title with `<` or `&` keeps
 * the feed well-formed.
 */

export const BLOG_FEED_PATH = '/blog/feed.xml';

export interface FeedPost {
  /** Canonical path, e.g. `/blog/material-ui-v5-15`. */
  path: string;
  title: string;
  description: string;
  /** `YYYY-MM-DD`. */
  date: string;
  authors: readonly string[];
}

/** Escapes text for an XML element or attribute; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

function pageUrl(origin: string, path: string): string {
  const base = origin.replace(/\/$/, '');
  return `${base}${path.endsWith('/') ? path : `${path}/`}`;
}

function timestamp(date: string): string {
  return `${date}T00:00:00Z`;
}

/** The Atom document of `posts` (any order: sorted newest first here). */
export function blogAtomFeed(
  posts: readonly FeedPost[],
  { origin, title }: { origin: string; title: string },
): string {
  const sorted = [...posts].sort(
    (a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path),
  );
  const updated = sorted.length > 0 ? timestamp(sorted[0].date) : '1970-01-01T00:00:00Z';
  const entries = sorted.map((post) => {
    const url = pageUrl(origin, post.path);
    return [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${timestamp(post.date)}</published>`,
      `    <updated>${timestamp(post.date)}</updated>`,
      ...post.authors.map((name) => `    <author><name>${escapeXml(name)}</name></author>`),
      `    <summary>${escapeXml(post.description)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(pageUrl(origin, BLOG_FEED_PATH).replace(/\/$/, ''))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl(origin, '/blog'))}"/>`,
    `  <id>${escapeXml(pageUrl(origin, '/blog'))}</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
