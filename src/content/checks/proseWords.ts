/**
 * How much a reader gets to read on a page: the words of its Markdown prose. Fenced code, demo
 * markers, HTML comments, tag names and link targets are not words; inline code, link texts and
 * headings are.
 */
import { markdownProseLines } from './markdownOutline';

const DEMO_LINE = /^\s*\{\{\s*"demo"\s*:.*\}\}\s*$/;
const CALLOUT_LINE = /^\s*:::\s*[a-z]*\s*$/;
/** A word holds at least one letter or digit; `|`, `-` and `:::` on their own are not words. */
const WORD = /[\p{L}\p{N}]/u;

function readableText(line: string): string {
  return line
    .replace(/<!--.*?-->/g, ' ')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/[`*_#>|[\]]/g, ' ');
}

/** The number of prose words in a Markdown body (front matter already removed). */
export function proseWordCount(body: string): number {
  let count = 0;
  for (const line of markdownProseLines(body)) {
    if (DEMO_LINE.test(line) || CALLOUT_LINE.test(line)) {
      continue;
    }
    count += readableText(line)
      .split(/\s+/)
      .filter((token) => WORD.test(token)).length;
  }
  return count;
}
