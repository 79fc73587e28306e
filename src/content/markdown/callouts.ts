/**
 * Callout blocks (`:::info` … `:::`) become `<aside>` HTML blocks with the Markdown inside
 * still parsed. Fenced code is left untouched.
 */

export const CALLOUT_TYPES = ['info', 'success', 'warning', 'error'] as const;

const FENCE = /^\s*(```|~~~)/;
const OPEN = /^:::(info|success|warning|error)\s*$/;
const CLOSE = /^:::\s*$/;

export function expandCallouts(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  let depth = 0;
  for (const line of lines) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      if (fence === null) {
        fence = fenceMatch[1];
      } else if (line.trim().startsWith(fence)) {
        fence = null;
      }
      out.push(line);
      continue;
    }
    if (fence === null) {
      const open = OPEN.exec(line.trim());
      if (open) {
        depth += 1;
        out.push('', `<aside class="callout callout-${open[1]}" data-callout="${open[1]}">`, '');
        continue;
      }
      if (depth > 0 && CLOSE.test(line.trim())) {
        depth -= 1;
        out.push('', '</aside>', '');
        continue;
      }
    }
    out.push(line);
  }
  if (depth > 0) {
    throw new Error('A callout block (:::) is not closed: add a line with ::: after its text');
  }
  return out.join('\n');
}
