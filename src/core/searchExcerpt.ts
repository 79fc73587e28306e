/**
 * Result text as plain text segments, flagged as matching the query or not: React renders them
 * as text nodes (matches in <mark>), so nothing from the index or the query is ever injected.
 */

export interface TextSegment {
  text: string;
  match: boolean;
}

function pushSegment(segments: TextSegment[], text: string, match: boolean): void {
  if (text === '') return;
  const last = segments[segments.length - 1];
  if (last && last.match === match) {
    last.text += text;
  } else {
    segments.push({ text, match });
  }
}

/** The words of a query, lower-cased, without duplicates or empty strings. */
export function queryTerms(query: string): string[] {
  const terms = query
    .toLowerCase()
    .split(/[\s,.;:!?()[\]{}<>"'`/\\|]+/)
    .filter((term) => term.length > 0);
  return Array.from(new Set(terms));
}

/**
 * Marks every case-insensitive occurrence of the query's words in `text` (a title). Overlapping
 * matches merge; the text itself is never altered.
 */
export function highlightText(text: string, query: string): TextSegment[] {
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of queryTerms(query)) {
    let from = lower.indexOf(term);
    while (from !== -1) {
      marked.fill(true, from, from + term.length);
      from = lower.indexOf(term, from + term.length);
    }
  }
  const segments: TextSegment[] = [];
  for (let i = 0; i < text.length; i += 1) {
    pushSegment(segments, text[i], marked[i]);
  }
  return segments;
}
