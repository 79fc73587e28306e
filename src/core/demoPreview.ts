/**
 * The short preview of a demo: the JSX that its default export returns, when that is short, shown
 * under the demo in place of the whole file. Pure: reads the source as the demos are written (a
 * default-exported function ending in `return ( … );`), and gives null for anything else.
 */

/** Longest JSX, in lines, that a preview shows; a longer one leaves the demo without a preview. */
export const PREVIEW_MAX_LINES = 16;

const EXPORT_DEFAULT_FUNCTION = /^export default function\b/;

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/**
 * The JSX of the last `return ( … );` of the file's default-exported function, dedented; null when
 * the function is not written that way or its JSX is longer than `maxLines`.
 */
export function demoPreview(code: string, maxLines = PREVIEW_MAX_LINES): string | null {
  const lines = code.replace(/\r\n/g, '\n').split('\n');
  const start = lines.findIndex((line) => EXPORT_DEFAULT_FUNCTION.test(line));
  if (start === -1) {
    return null;
  }
  // The function's closing brace: the first line after it that is `}` at the margin.
  const end = lines.findIndex((line, index) => index > start && line === '}');
  if (end === -1) {
    return null;
  }
  let open = -1;
  for (let index = end - 1; index > start; index -= 1) {
    if (/^\s+return \($/.test(lines[index]) && indentOf(lines[index]) === 2) {
      open = index;
      break;
    }
  }
  if (open === -1) {
    return null;
  }
  const close = lines.findIndex((line, index) => index > open && line === '  );');
  if (close === -1 || close > end) {
    return null;
  }
  const jsx = lines.slice(open + 1, close);
  if (jsx.length === 0 || jsx.length > maxLines) {
    return null;
  }
  const margin = Math.min(...jsx.filter((line) => line.trim() !== '').map(indentOf));
  return jsx.map((line) => line.slice(margin)).join('\n');
}

/** The URL of a new issue about a demo that failed, prefilled with its page, demo and error. */
export function demoIssueUrl(
  newIssueUrl: string,
  { page, demo, message }: { page: string; demo: string; message: string },
): string {
  const title = `[docs] The ${demo} demo fails to render`;
  const body = [
    `The ${demo} demo of ${page} shows an error:`,
    '',
    '```',
    message,
    '```',
    '',
    'Steps to reproduce: open the page and look at the demo.',
  ].join('\n');
  const query = new URLSearchParams({ title, body });
  return `${newIssueUrl}?${query.toString()}`;
}
