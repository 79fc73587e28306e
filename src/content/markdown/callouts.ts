/**
 * Callout blocks (`:::info` … `:::`) become `<aside>` HTML blocks with the Markdown inside
 * still parsed. Fenced code is left untouched. A malformed callout is a MarkdownProblem at its line.
 */
import { MarkdownProblem } from './markdownProblem';

export const CALLOUT_TYPES = ['info', 'success', 'warning', 'error'] as const;

const FENCE = /^\s*(```|~~~)/;
const OPEN = /^:::(info|success|warning|error)\s*$/;
const CLOSE = /^:::\s*$/;

export interface ExpandedCallouts {
  markdown: string;
  /** The line of the author's Markdown that a line of `markdown` comes from (both 1-based). */
  sourceLine: (line: number) => number;
}

export function expandCallouts(source: string): ExpandedCallouts {
  const out: string[] = [];
  // origins[i]: the source line (1-based) of out[i].
  const origins: number[] = [];
  const push = (origin: number, ...lines: string[]) => {
    for (const line of lines) {
      out.push(line);
      origins.push(origin);
    }
  };
  let fence: string | null = null;
  const open: number[] = [];
  for (const [index, line] of source.split('\n').entries()) {
    const lineNumber = index + 1;
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      if (fence === null) {
        fence = fenceMatch[1];
      } else if (line.trim().startsWith(fence)) {
        fence = null;
      }
      push(lineNumber, line);
      continue;
    }
    const trimmed = line.trim();
    if (fence === null && trimmed.startsWith(':::')) {
      const type = OPEN.exec(trimmed)?.[1];
      if (type) {
        open.push(lineNumber);
        push(lineNumber, '', `<aside class="callout callout-${type}" data-callout="${type}">`, '');
        continue;
      }
      if (CLOSE.test(trimmed)) {
        if (open.length === 0) {
          throw new MarkdownProblem(
            'this ::: closes no callout: remove it, or open the callout above it with :::info, :::success, :::warning or :::error',
            lineNumber,
          );
        }
        open.pop();
        push(lineNumber, '', '</aside>', '');
        continue;
      }
      throw new MarkdownProblem(
        `unknown callout "${trimmed}": write :::${CALLOUT_TYPES.join(', :::')} on a line of its own`,
        lineNumber,
      );
    }
    push(lineNumber, line);
  }
  if (open.length > 0) {
    throw new MarkdownProblem(
      'this callout (:::) is not closed: add a line with ::: after its text',
      open[open.length - 1],
    );
  }
  return {
    markdown: out.join('\n'),
    sourceLine: (line) => origins[Math.min(Math.max(line, 1), origins.length) - 1] ?? line,
  };
}
