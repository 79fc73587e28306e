/**
 * Links between Markdown files (`../guides/theming.md`, as plain Markdown folders write them)
 * become the site paths of those pages (`/material-ui/guides/theming/`).
 */
import path from 'node:path';

const RELATIVE_MARKDOWN_LINK = /^(?![a-z][a-z0-9+.-]*:|\/|#)([^?#]+)\.md(#.*)?$/i;

/** `pagePath` is the canonical path of the page the link is written in. */
export function resolveMarkdownLink(href: string, pagePath: string): string {
  const match = RELATIVE_MARKDOWN_LINK.exec(href);
  if (!match) {
    return href;
  }
  const folder = path.posix.dirname(pagePath);
  const target = path.posix.normalize(path.posix.join(folder, match[1])).replace(/\/index$/, '');
  return `${target === '/' ? '' : target}/${match[2] ?? ''}`;
}
