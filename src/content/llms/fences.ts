/** Fenced code in Markdown: which lines are code, and a fence that is safe around any source. */

export interface MarkdownLine {
  text: string;
  /** True for a fence line and every line between two fences. */
  inCode: boolean;
}

const FENCE = /^\s*(`{3,}|~{3,})/;

/** Splits Markdown into lines, marking fenced code (an unclosed fence runs to the end). */
export function classifyLines(markdown: string): MarkdownLine[] {
  let open: string | null = null;
  return markdown.split('\n').map((text) => {
    const match = FENCE.exec(text);
    if (open === null) {
      if (match) {
        open = match[1];
        return { text, inCode: true };
      }
      return { text, inCode: false };
    }
    if (
      match &&
      match[1][0] === open[0] &&
      match[1].length >= open.length &&
      text.trim() === match[1]
    ) {
      open = null;
    }
    return { text, inCode: true };
  });
}

/** Backticks longer than any run of backticks in the code (at least three). */
export function fenceFor(code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** The code as a fenced block, as lines. */
export function fencedCode(code: string, language: string): string[] {
  const fence = fenceFor(code);
  return [`${fence}${language}`, ...code.replace(/\s+$/, '').split('\n'), fence];
}
