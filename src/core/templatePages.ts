/**
 * The templates of a templates page (`/material-ui/getting-started/templates`): each live demo of
 * its Markdown is a whole-page template, also exported on a page of its own at
 * `<templates page>/<slug>`, titled by the heading above the demo.
 */

export interface TemplateEntry {
  /** The demo's file name without extension: `SignInSide`. */
  demo: string;
  /** The last segment of its own page's path: `sign-in-side`. */
  slug: string;
  /** The text of the heading above the demo. */
  title: string;
  /** The first paragraph under that heading, as plain text ('' when there is none). */
  summary: string;
}

const DEMO_LINE = /^\{\{\s*"demo"\s*:\s*"([^"]+)"/;
const HEADING = /^#{2,3}\s+(.+?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;

/** `SignInSide.tsx` -> `sign-in-side`; a `Template` suffix is dropped (`InboxTemplate` -> `inbox`). */
export function templateSlug(demoFile: string): string {
  const base = demoFile.replace(/\.(tsx|js)$/, '').replace(/(.)Template$/, '$1');
  return base
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Inline Markdown as the words a reader sees: links, code and emphasis marks removed. */
export function plainInline(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isParagraphLine(line: string): boolean {
  const text = line.trim();
  return text !== '' && !/^(#|\{\{|[-*+]\s|\d+\.\s|>|\||<)/.test(text);
}

/** The templates of a templates page's Markdown body, in page order. */
export function templatesOfMarkdown(body: string): TemplateEntry[] {
  const entries: TemplateEntry[] = [];
  let title: string | null = null;
  let summary: string[] = [];
  let summaryDone = false;
  let inFence = false;
  for (const line of body.split('\n')) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      title = plainInline(heading[1]);
      summary = [];
      summaryDone = false;
      continue;
    }
    const demo = DEMO_LINE.exec(line.trim());
    if (demo) {
      const name = demo[1].replace(/\.(tsx|js)$/, '');
      entries.push({
        demo: name,
        slug: templateSlug(name),
        title: title ?? name,
        summary: plainInline(summary.join(' ')),
      });
      summaryDone = true;
      continue;
    }
    if (title !== null && !summaryDone) {
      if (isParagraphLine(line)) {
        summary.push(line);
      } else if (summary.length > 0) {
        summaryDone = true;
      }
    }
  }
  const slugs = new Set<string>();
  for (const entry of entries) {
    if (slugs.has(entry.slug)) {
      throw new Error(
        `Two templates would be exported at …/${entry.slug}: rename the demo ${entry.demo}.tsx`,
      );
    }
    slugs.add(entry.slug);
  }
  return entries;
}
