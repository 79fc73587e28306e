/**
 * A limit on how deeply a page's Markdown may nest lists and quotes. The parsers' time grows with
 * the square of the depth and their recursion with the depth itself: a list 400 levels deep takes
 * ten seconds to render and one of 1,000 overflows the stack after a minute and a half. Real pages
 * nest a few levels; a deeper one is refused at its line, before any parsing.
 */
import { MarkdownProblem } from './markdownProblem';

export const MAX_NESTING = 40;
/**
 * A run of emphasis markers nests emphasis too (`***x***` is strong inside em); a run of 3,000
 * overflows the stack and one of 20,000 keeps the parser busy for minutes.
 */
export const MAX_EMPHASIS_RUN = 100;

const FENCE = /^\s*(```|~~~)/;
const THEMATIC_BREAK = /^[ \t]*([-*_])(?:[ \t]*\1)*[ \t]*$/;
/** One list item marker or quote marker at the start of what is left of a line. */
const CONTAINER_MARKER = /^[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))[ \t]?/;

/** Columns of indentation, a tab counting to the next multiple of 4. */
function indentation(line: string): number {
  let columns = 0;
  for (const character of line) {
    if (character === ' ') {
      columns += 1;
    } else if (character === '\t') {
      columns += 4 - (columns % 4);
    } else {
      break;
    }
  }
  return columns;
}

/** How deeply `line` nests: each level of a nested list indents its items by two columns or more. */
export function nestingOf(line: string): number {
  let depth = Math.floor(indentation(line) / 2);
  let rest = line;
  for (let match = CONTAINER_MARKER.exec(rest); match; match = CONTAINER_MARKER.exec(rest)) {
    depth += 1;
    rest = rest.slice(match[0].length);
  }
  return depth;
}

/**
 * Throws a MarkdownProblem at the first line nested deeper than MAX_NESTING or with a longer run of
 * emphasis markers than MAX_EMPHASIS_RUN (fenced code aside).
 */
export function checkNesting(markdown: string): void {
  let fence: string | null = null;
  for (const [index, line] of markdown.split('\n').entries()) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      if (fence === null) {
        fence = fenceMatch[1];
      } else if (line.trim().startsWith(fence)) {
        fence = null;
      }
      continue;
    }
    if (fence !== null) {
      continue;
    }
    const longestRun = Math.max(0, ...(line.match(/[*_]+/g) ?? []).map((run) => run.length));
    if (longestRun > MAX_EMPHASIS_RUN && !THEMATIC_BREAK.test(line)) {
      throw new MarkdownProblem(
        `this line has a run of ${longestRun} * or _ characters, which nests emphasis that deep, more than the ${MAX_EMPHASIS_RUN} the site renders: shorten the run, or put it in a code span`,
        index + 1,
      );
    }
    const depth = nestingOf(line);
    if (depth > MAX_NESTING) {
      throw new MarkdownProblem(
        `this line is nested ${depth} levels deep in lists, quotes or indentation, more than the ${MAX_NESTING} the site renders: flatten it (or put deeply indented code in a fenced code block)`,
        index + 1,
      );
    }
  }
}
