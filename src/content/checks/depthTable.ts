/** The depth check's tables as aligned text lines, for scripts/check-depth.ts and the content check. */
import { share, type AreaDepth, type Fraction, type PageDepth } from './depth';

function percent(fraction: Fraction): string {
  return `${Math.round(share(fraction) * 100)}%`;
}

function ratio(ours: number, mui: number): string {
  return mui === 0 ? '-' : (ours / mui).toFixed(2);
}

/** Rows of cells as lines, each column padded to its widest cell. */
export function alignColumns(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/** One line per area: pages, topics with demos, prose topics, demos, floor and status. */
export function areaTable(areas: readonly AreaDepth[]): string[] {
  return alignColumns([
    [
      'area',
      'pages',
      'topics with demos',
      '%',
      'prose topics',
      'demos ours/mui.com',
      'ratio',
      'floor',
      'status',
    ],
    ...areas.map((area) => [
      area.area,
      area.pagesHere === area.pages ? `${area.pages}` : `${area.pagesHere}/${area.pages}`,
      `${area.demoTopics.covered}/${area.demoTopics.total}`,
      percent(area.demoTopics),
      `${area.proseTopics.covered}/${area.proseTopics.total}`,
      `${area.ourDemos}/${area.muiDemos}`,
      ratio(area.ourDemos, area.muiDemos),
      area.floor ? `${Math.round(area.floor.topics * 100)}%, ${area.floor.demos}×` : '-',
      area.status,
    ]),
  ]);
}

/** One line per page of an area, then its uncovered topics with demos. */
export function pageTable(pages: readonly PageDepth[]): string[] {
  return alignColumns([
    [
      'page',
      'topics with demos',
      'prose topics',
      'demos ours/mui.com',
      'missing topics with demos',
    ],
    ...pages.map((page) => [
      page.exists ? page.path : `${page.path} (no page)`,
      `${page.demoTopics.covered}/${page.demoTopics.total}`,
      `${page.proseTopics.covered}/${page.proseTopics.total}`,
      `${page.ourDemos}/${page.muiDemos}`,
      page.missing.join('; '),
    ]),
  ]);
}
