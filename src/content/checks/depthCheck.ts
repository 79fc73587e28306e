/**
 * The depth check over the repository's files (Node only): mui.com's topics
 * (reference/mui-com-sections.tsv) against our English Markdown pages in data/, with each area's
 * coverage file, its floors (depth.ts) and the ratchet (depthMinimums.ts). Pages flagged `planned`
 * or `lab` in mui.com's navigation are not counted: this site does not document them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ENFORCED_DEPTH_AREAS,
  areaDepths,
  floorFailures,
  pageDepth,
  type AreaDepth,
  type PageDepth,
} from './depth';
import {
  MINIMUMS_FILE,
  minimumFailures,
  parseDepthMinimums,
  type DepthMinimums,
} from './depthMinimums';
import { pageTopics } from './pageTopics';
import { REFERENCE_FILE, parseReference } from './referenceNavigation';
import {
  SECTIONS_FILE,
  markdownFileFor,
  parseSections,
  type ReferencePage,
} from './referenceSections';
import { coverageFileFor, parseTopicCoverage, type CoverageDecisions } from './topicCoverage';

export interface DepthReport {
  pages: PageDepth[];
  areas: AreaDepth[];
  minimums: DepthMinimums;
  /** Everything that fails the check: unreadable files, enforced floors, the ratchet. */
  failures: string[];
}

function read(root: string, file: string): string | null {
  const full = path.join(root, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
}

/** Reference paths flagged `planned` or `lab` in mui.com's navigation. */
function undocumentedPaths(root: string): Set<string> {
  const text = read(root, REFERENCE_FILE);
  const rows = text === null ? [] : parseReference(text);
  return new Set(
    rows
      .filter((row) => row.flags.includes('planned') || row.flags.includes('lab'))
      .map((row) => row.path),
  );
}

/**
 * Runs the depth check on the files under `root` (the repository by default); the floors of the
 * `enforced` areas fail it.
 */
export function depthReport(
  root: string = process.cwd(),
  enforced: readonly string[] = ENFORCED_DEPTH_AREAS,
): DepthReport {
  const failures: string[] = [];
  const sections = read(root, SECTIONS_FILE);
  if (sections === null) {
    throw new Error(`${SECTIONS_FILE} is missing: restore it from the repository`);
  }
  const allPages = parseSections(sections);
  const byPath = new Map<string, ReferencePage>(allPages.map((page) => [page.path, page]));
  const undocumented = undocumentedPaths(root);
  const decisionsByArea = new Map<string, CoverageDecisions>();
  for (const area of new Set(allPages.map((page) => page.area))) {
    const file = coverageFileFor(area);
    const text = read(root, file);
    if (text === null) {
      continue;
    }
    try {
      decisionsByArea.set(area, parseTopicCoverage(text, file, area, byPath));
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  const pages = allPages
    .filter((page) => !undocumented.has(page.path))
    .map((page) => {
      const markdown = read(root, markdownFileFor(page.path));
      return pageDepth(
        page,
        markdown === null ? null : pageTopics(markdown),
        decisionsByArea.get(page.area)?.get(page.path),
      );
    });
  const areas = areaDepths(pages, undefined, enforced);
  failures.push(...floorFailures(areas));
  let minimums: DepthMinimums = {};
  const minimumsText = read(root, MINIMUMS_FILE);
  if (minimumsText === null) {
    failures.push(
      `${MINIMUMS_FILE} is missing: write it with \`tsx scripts/check-depth.ts --raise-minimums\``,
    );
  } else {
    try {
      minimums = parseDepthMinimums(minimumsText);
      failures.push(...minimumFailures(areas, minimums));
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { pages, areas, minimums, failures };
}
