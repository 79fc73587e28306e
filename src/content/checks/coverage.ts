/**
 * The coverage check (docs/authoring.md#coverage-of-muicom): every required row of mui.com's navigation
 * (referenceNavigation.ts) opens a page here at mui.com's path, in every language: a `page` row a
 * Markdown page of at least MIN_MAIN_TEXT_CHARS of main text, an `api` row an API page (or a
 * component page's API tab holding the row's anchor). Node only: reads the exported out/.
 */
import fs from 'node:fs';
import { SUPPORTED_LANGUAGES, localizePath } from '@/core/language';
import type { Route } from '../routeTable';
import { exportedFileFor } from './checkSite';
import { htmlOutline } from './htmlOutline';
import { splitReferencePath, type ReferenceRow } from './referenceNavigation';

export const MIN_MAIN_TEXT_CHARS = 1200;

/**
 * How many letters of English one Chinese character stands for: a translation says the same in
 * about a third of the characters, so a page translated into Chinese is measured in English letters.
 */
export const CJK_CHARACTER_WEIGHT = 3;

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;

/** Length of a page's main text in English letters (Chinese characters weighted, see above). */
export function mainTextLength(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  return text.length - cjk + cjk * CJK_CHARACTER_WEIGHT;
}

/** The areas whose gaps fail the check; the others are reported only. Every area is enforced. */
export const ENFORCED_COVERAGE_AREAS: readonly string[] = [
  'material-ui',
  'joy-ui',
  'base-ui',
  'system',
  'x',
];

export interface CoverageGap {
  area: string;
  /** The reference path, as mui.com writes it. */
  referencePath: string;
  /** The exported path that fails (language-prefixed where it is the zh twin). */
  where: string;
  message: string;
}

function hasAnchor(html: string, fragment: string): boolean {
  return new RegExp(`\\sid=["']${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']`).test(html);
}

function rowGaps(
  row: ReferenceRow,
  routes: ReadonlyMap<string, Route>,
  outDir: string,
): CoverageGap[] {
  const { path, fragment } = splitReferencePath(row.path);
  const gap = (where: string, message: string): CoverageGap => ({
    area: row.area,
    referencePath: row.path,
    where,
    message,
  });
  const route = routes.get(path);
  const wanted = row.kind === 'page' ? ['doc'] : ['api', 'api-index', 'docs-tab'];
  if (!route || !wanted.includes(route.kind)) {
    const what = row.kind === 'page' ? 'page' : 'API page';
    const found = route ? `only a ${route.kind} route` : 'nothing';
    return [
      gap(path, `no ${what} is exported at this path (${found}): add it to data/${row.area}/`),
    ];
  }
  const gaps: CoverageGap[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    const where = localizePath(path, language);
    const file = exportedFileFor(outDir, where);
    if (!fs.existsSync(file)) {
      gaps.push(gap(where, 'is in the route table but was not exported: rebuild the site'));
      continue;
    }
    const html = fs.readFileSync(file, 'utf8');
    if (fragment && !hasAnchor(html, fragment)) {
      gaps.push(gap(where, `has no element with id "${fragment}" for the reference's anchor`));
    }
    if (row.kind === 'page') {
      const length = mainTextLength(htmlOutline(html).mainText);
      if (length < MIN_MAIN_TEXT_CHARS) {
        gaps.push(
          gap(
            where,
            `has ${length} characters of main text (at least ${MIN_MAIN_TEXT_CHARS}): write more`,
          ),
        );
      }
    }
  }
  return gaps;
}

/** Every gap between the required reference rows and the export, in file order. */
export function coverageGaps(
  rows: readonly ReferenceRow[],
  routes: readonly Route[],
  outDir: string,
): CoverageGap[] {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  return rows.flatMap((row) => rowGaps(row, byPath, outDir));
}

export interface AreaCoverage {
  area: string;
  required: number;
  open: number;
  enforced: boolean;
}

/** Per area: how many required rows there are and how many open without a gap. */
export function coverageByArea(
  rows: readonly ReferenceRow[],
  gaps: readonly CoverageGap[],
  enforced: readonly string[] = ENFORCED_COVERAGE_AREAS,
): AreaCoverage[] {
  const failing = new Set(gaps.map((gap) => gap.referencePath));
  const areas = [...new Set(rows.map((row) => row.area))];
  return areas.map((area) => {
    const ofArea = rows.filter((row) => row.area === area);
    return {
      area,
      required: ofArea.length,
      open: ofArea.filter((row) => !failing.has(row.path)).length,
      enforced: enforced.includes(area),
    };
  });
}
