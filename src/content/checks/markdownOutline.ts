/** The outline of a Markdown page, read from its source: headings, demo markers and prose. */
import { parseDemoMarker } from '@/core/demoMarker';

export interface OutlineHeading {
  level: number;
  text: string;
  /** Whether anything other than a heading follows before the next heading. */
  hasContent: boolean;
}

interface SourceLine {
  text: string;
  /** `fence` for a line opening or closing fenced code, `code` inside it, `prose` elsewhere. */
  kind: 'fence' | 'code' | 'prose';
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^\s{0,3}(#{1,6})(?:\s+(.*?))?\s*#*\s*$/;
const COMMENT = /^\s*<!--.*-->\s*$/;

function sourceLines(body: string): SourceLine[] {
  let fence: string | null = null;
  return body.split(/\r?\n/).map((text) => {
    const fenceMatch = FENCE.exec(text);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1].startsWith(fence)) {
        fence = null;
        return { text, kind: 'fence' };
      }
      return { text, kind: 'code' };
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return { text, kind: 'fence' };
    }
    return { text, kind: 'prose' };
  });
}

/** The 1-based line numbers of fenced code blocks that hold nothing but blank lines. */
export function emptyCodeBlocks(body: string): number[] {
  const empty: number[] = [];
  let opened: number | null = null;
  let hasCode = false;
  sourceLines(body).forEach((line, index) => {
    if (line.kind === 'fence') {
      if (opened === null) {
        opened = index + 1;
        hasCode = false;
      } else {
        if (!hasCode) {
          empty.push(opened);
        }
        opened = null;
      }
    } else if (line.kind === 'code' && line.text.trim() !== '') {
      hasCode = true;
    }
  });
  return empty;
}

/** The headings of a Markdown body, outside fenced code, with whether each is followed by content. */
export function markdownHeadings(body: string): OutlineHeading[] {
  const headings: OutlineHeading[] = [];
  for (const line of sourceLines(body)) {
    const heading = line.kind === 'prose' ? ATX_HEADING.exec(line.text) : null;
    if (heading) {
      headings.push({ level: heading[1].length, text: heading[2] ?? '', hasContent: false });
      continue;
    }
    const last = headings[headings.length - 1];
    if (last && line.text.trim() !== '' && !COMMENT.test(line.text)) {
      last.hasContent = true;
    }
  }
  return headings;
}

/**
 * Headings whose section is empty: followed directly by a heading of the same or a higher level,
 * or by nothing. A heading followed by a sub-heading is not empty (the sub-section is checked).
 */
export function emptySections<T extends OutlineHeading>(headings: readonly T[]): T[] {
  return headings.filter((heading, index) => {
    if (heading.hasContent) {
      return false;
    }
    const next = headings[index + 1];
    return !next || next.level <= heading.level;
  });
}

/** The demo markers of a Markdown body (`{{"demo": "Name.tsx"}}`), outside fenced code. */
export function markdownDemos(body: string): string[] {
  return sourceLines(body)
    .filter((line) => line.kind === 'prose')
    .map((line) => parseDemoMarker(line.text)?.name)
    .filter((name): name is string => name !== undefined);
}

/** The lines of a Markdown body outside fenced code, as written. */
export function markdownProseLines(body: string): string[] {
  return sourceLines(body)
    .filter((line) => line.kind === 'prose')
    .map((line) => line.text);
}

/** The prose of a Markdown body, without fenced code, for the placeholder check. */
export function markdownProse(body: string): string {
  return markdownProseLines(body)
    .map((line) => line.replace(/`[^`]*`/g, ''))
    .join('\n');
}
