/** GFM tables whose cells survive any text: pipes escaped, line breaks kept as `<br>`. */

/** One table cell of Markdown text: paragraphs joined with `<br>`, lines with a space. */
export function textCell(markdown: string): string {
  return markdown
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' '))
    .join('<br>')
    .replace(/\|/g, '\\|');
}

/** One table cell holding code (a type, a class name): a code span with pipes escaped. */
export function codeCell(code: string): string {
  const text = code.replace(/\s+/g, ' ').trim();
  if (text === '') {
    return '';
  }
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  const padded = longest > 0 ? ` ${text} ` : text;
  return `${ticks}${padded}${ticks}`.replace(/\|/g, '\\|');
}

export function markdownTable(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
