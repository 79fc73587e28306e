/**
 * mui.com's topics per component page (reference/mui-com-sections.tsv): one `(page total)` row
 * (level 1) per page, then one row per H2 or H3 heading in page order with its number of live
 * demos. Parsing only; depth.ts compares it with our Markdown pages.
 */

export interface ReferenceTopic {
  level: 2 | 3;
  /** The heading as mui.com writes it (badges and links removed). */
  heading: string;
  /** Live demos under the heading (H4 demos count toward their H2/H3). */
  demos: number;
  /** 1-based line in the file, for messages. */
  line: number;
}

export interface ReferencePage {
  /** mui.com's path, with its trailing slash: `/base-ui/react-button/`. */
  path: string;
  /** The first segment of the path: `material-ui`, `joy-ui`, `base-ui`, `system` or `x`. */
  area: string;
  /** All the page's demos on mui.com (the level 1 row). */
  total: number;
  topics: ReferenceTopic[];
  line: number;
}

/** The repository's copy of mui.com's topics. */
export const SECTIONS_FILE = 'reference/mui-com-sections.tsv';

const HEADER = 'path\tlevel\theading\tdemos';

/** The area of a reference path: its first segment. */
export function areaOfPath(pagePath: string): string {
  return pagePath.split('/').filter(Boolean)[0] ?? '';
}

/** The English Markdown page of a reference path: `/x/react-data-grid/editing/` -> `data/x/react-data-grid/editing.md`. */
export function markdownFileFor(pagePath: string): string {
  return `data/${pagePath.replace(/^\/+|\/+$/g, '')}.md`;
}

/** The pages of the file in file order; throws naming the file and line of a malformed row. */
export function parseSections(text: string, file: string = SECTIONS_FILE): ReferencePage[] {
  const pages: ReferencePage[] = [];
  const byPath = new Map<string, ReferencePage>();
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '' || line.startsWith('#') || line.startsWith(HEADER)) {
      return;
    }
    const fail = (what: string): never => {
      throw new Error(`${file}:${index + 1}: ${what}, got "${line}"`);
    };
    const [pagePath = '', levelText = '', heading = '', demosText = ''] = line.split('\t');
    if (!/^\/[^\s]*\/$/.test(pagePath)) {
      fail('expected a path with leading and trailing slashes in the first column');
    }
    if (!/^\d+$/.test(demosText)) {
      fail('expected a number of demos in the fourth column');
    }
    const demos = Number(demosText);
    if (levelText === '1') {
      if (byPath.has(pagePath)) {
        fail(`a second page total for ${pagePath}`);
      }
      const page: ReferencePage = {
        path: pagePath,
        area: areaOfPath(pagePath),
        total: demos,
        topics: [],
        line: index + 1,
      };
      byPath.set(pagePath, page);
      pages.push(page);
      return;
    }
    if (levelText !== '2' && levelText !== '3') {
      fail('expected level 1, 2 or 3 in the second column');
    }
    if (heading.trim() === '') {
      fail('expected a heading in the third column');
    }
    const page = byPath.get(pagePath);
    if (!page) {
      return fail(`a topic of ${pagePath} before its (page total) row`);
    }
    page.topics.push({ level: levelText === '2' ? 2 : 3, heading, demos, line: index + 1 });
  });
  return pages;
}
