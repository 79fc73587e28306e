/**
 * A fault in a page's Markdown that the author must fix, and how it is reported: the file, the
 * line, what is wrong and what to do, without a stack trace (the trace would point at the build's
 * code, which is not where the fault is).
 */

/** A problem's message, given how to turn a line of the body into a line of the file. */
type Describe = (fileLine: (bodyLine: number) => number) => string;

export class MarkdownProblem extends Error {
  /**
   * `line`: 1-based, in the Markdown handed to the renderer (the page's body). A message that
   * names other lines is a function, so that they are told as lines of the file too.
   */
  constructor(
    readonly describe: string | Describe,
    readonly line: number | null = null,
  ) {
    super(typeof describe === 'string' ? describe : describe((bodyLine) => bodyLine));
    this.name = 'MarkdownProblem';
  }
}

/** Where a page's body comes from: its file (for messages) and the file line of its first line. */
export interface MarkdownLocation {
  file: string;
  firstLine: number;
}

/** The line of `node` in the body, from its unist position. */
export function lineOf(node: { position?: { start: { line: number } } }): number | null {
  return node.position?.start.line ?? null;
}

function withoutTrace(message: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}`;
  return error;
}

/**
 * The error the build shows for `error`, raised while rendering the Markdown at `location`:
 * `data/x.md:12: <problem>` for a fault in the page, with no stack trace. A stack overflow is a
 * fault in the page too (nesting deeper than the parsers recurse). Anything else is a fault of the
 * build's code: it keeps its trace, with the file named.
 */
export function reportAt(location: MarkdownLocation | undefined, error: unknown): Error {
  const file = location?.file ?? 'Markdown';
  if (error instanceof MarkdownProblem) {
    const fileLine = (bodyLine: number) => bodyLine + (location?.firstLine ?? 1) - 1;
    const line = error.line === null ? '' : `:${fileLine(error.line)}`;
    const message = typeof error.describe === 'string' ? error.describe : error.describe(fileLine);
    return withoutTrace(`${file}${line}: ${message}`);
  }
  if (error instanceof RangeError) {
    return withoutTrace(
      `${file}: the Markdown is nested too deeply to render (${error.message}): flatten the deepest lists, quotes, emphasis or HTML elements of this file`,
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`${file}: ${reason}`, { cause: error });
}
