/** The frame of every twin: the page title as H1, its description as a blockquote, then the body. */

export interface TwinPage {
  /** Canonical path of the page (`/` for home). */
  path: string;
  /** Where the twin is served: `markdownTwinPath(path)`. */
  twinPath: string;
  /** The navigation area the page belongs to, or null for the site's other pages. */
  area: string | null;
  title: string;
  /** One line. */
  description: string;
  markdown: string;
}

/** Collapses a description to one line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function twinDocument(title: string, description: string, body: string): string {
  const summary = oneLine(description);
  return [`# ${oneLine(title)}`, summary ? `> ${summary}` : '', body.trim()]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}
