/**
 * Search excerpts as plain text segments. Pagefind returns excerpts as HTML (entities escaped,
 * matches in `<mark>`); the dialog never injects that markup. These helpers turn it into text
 * pieces flagged as matched or not, which React renders as text nodes.
 */

export interface TextSegment {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the entities an HTML excerpt may carry; unknown ones stay as written. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
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

/**
 * Splits an excerpt into segments: text inside `<mark>` is a match; every other tag is dropped,
 * entities are decoded. The result is plain text only.
 */
export function excerptSegments(html: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let depth = 0;
  for (const piece of html.split(/(<[^>]*>)/)) {
    if (piece.startsWith('<') && piece.endsWith('>')) {
      const tag = /^<\s*(\/?)\s*mark\b/i.exec(piece);
      if (tag) depth = tag[1] ? Math.max(0, depth - 1) : depth + 1;
      continue;
    }
    pushSegment(segments, decodeEntities(piece), depth > 0);
  }
  return segments;
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
