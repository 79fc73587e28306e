/**
 * The topics of one of our Markdown pages as the depth check counts them: every `##` or `###`
 * heading, with the demo markers of its section (from the heading to the next `##` or `###`
 * heading; deeper headings stay in the section), and the page's demo markers in all.
 */
import { markdownProseLines } from './markdownOutline';

export interface PageTopic {
  level: 2 | 3;
  text: string;
  /** normalizeTitle(text). */
  key: string;
  demos: number;
}

export interface PageTopics {
  topics: PageTopic[];
  /** Every demo marker of the page, those before the first topic included. */
  demos: number;
}

const TOPIC_HEADING = /^\s{0,3}(#{2,3})\s+(.*?)\s*#*\s*$/;
/** A demo marker on its own line, with or without options after the file name. */
const DEMO_MARKER = /^\{\{\s*"demo"\s*:\s*"[^"]+"\s*(?:,[^{}]*)?\}\}$/;

/**
 * A heading's text as the check compares it: Markdown links and HTML tags reduced to their text,
 * lowercase, letters, digits and spaces only, spaces collapsed. `Non-modal dialog` -> `nonmodal dialog`.
 */
export function normalizeTitle(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The `##`/`###` topics of a Markdown body (front matter and fenced code ignored) and its demos. */
export function pageTopics(body: string): PageTopics {
  const topics: PageTopic[] = [];
  let demos = 0;
  for (const line of markdownProseLines(body)) {
    const heading = TOPIC_HEADING.exec(line);
    if (heading) {
      const text = heading[2];
      topics.push({
        level: heading[1].length === 2 ? 2 : 3,
        text,
        key: normalizeTitle(text),
        demos: 0,
      });
      continue;
    }
    if (DEMO_MARKER.test(line.trim())) {
      demos += 1;
      const last = topics[topics.length - 1];
      if (last) {
        last.demos += 1;
      }
    }
  }
  return { topics, demos };
}
