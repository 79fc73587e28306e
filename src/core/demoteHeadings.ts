/**
 * Headings inside an embedded description (a doc comment's `## ARIA`) must sit below the heading
 * of the section that shows it, or they would end that section before its content starts.
 */
export function demoteHeadings(html: string, levels = 1): string {
  return html.replace(
    /<(\/?)h([1-6])(?=[\s>])/g,
    (_match, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + levels)}`,
  );
}
