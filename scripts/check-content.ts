/**
 * The content check (docs/authoring.md#a-page): no page with an empty section, a placeholder phrase, too little
 * prose (see src/content/checks), or (for a component page) fewer than two live demos. Reads the Markdown of every page in the route table
 * and its translations, then the exported HTML of every page in every language.
 * Then the coverage check (docs/authoring.md#coverage-of-muicom, src/content/checks/coverage.ts): every required row of
 * reference/mui-com-navigation.tsv opens a page here. Gaps fail the check in the areas of
 * ENFORCED_COVERAGE_AREAS (or of --coverage-areas=a,b,…, `all` for every area); the other areas'
 * gaps are listed and counted only.
 * Then the depth check (src/content/checks/depthCheck.ts, alone: scripts/check-depth.ts): mui.com's
 * topics and demos (reference/mui-com-sections.tsv) against our English Markdown pages, per area;
 * it fails for an area of ENFORCED_DEPTH_AREAS below its floor, an area below
 * reference/depth-minimums.json, or a malformed data/<area>/topic-coverage.json.
 * Then the playground lists (src/content/playground/playgroundCheck.ts): the count per area; an
 * error in a list, too few playgrounds, or a component page neither listed nor excluded fails it.
 *
 *   tsx scripts/check-content.ts [outDir] [--coverage-areas=all]   (default out/; run after the build)
 */
import fs from 'node:fs';
import path from 'node:path';
import { routeTable } from '@/content/routeTable';
import { checkExportedPages, checkMarkdownSources } from '@/content/checks/checkSite';
import { formatProblem } from '@/content/checks/checkPage';
import { readBuildSettings } from '@/settings/buildSettings.mjs';
import { ENFORCED_COVERAGE_AREAS, coverageByArea, coverageGaps } from '@/content/checks/coverage';
import { REFERENCE_FILE, parseReference, requiredRows } from '@/content/checks/referenceNavigation';
import { depthReport } from '@/content/checks/depthCheck';
import { areaTable } from '@/content/checks/depthTable';
import { playgroundCheck } from '@/content/playground/playgroundCheck';

const args = process.argv.slice(2);
const areasFlag = args.find((arg) => arg.startsWith('--coverage-areas='));
const outDir = path.resolve(
  args.find((arg) => !arg.startsWith('--')) ?? readBuildSettings().exportDir,
);
if (!fs.existsSync(outDir)) {
  console.error(
    `[content] ${path.relative(process.cwd(), outDir)}/ does not exist: run the build first`,
  );
  process.exit(1);
}

const routes = routeTable();
const problems = [...checkMarkdownSources(routes), ...checkExportedPages(routes, outDir)];

/** The coverage of mui.com's navigation; returns the number of gaps in enforced areas. */
function checkCoverage(): number {
  const rows = requiredRows(parseReference(fs.readFileSync(REFERENCE_FILE, 'utf8')));
  const enforced =
    areasFlag === undefined
      ? ENFORCED_COVERAGE_AREAS
      : areasFlag.slice('--coverage-areas='.length) === 'all'
        ? [...new Set(rows.map((row) => row.area))]
        : areasFlag.slice('--coverage-areas='.length).split(',');
  const gaps = coverageGaps(rows, routes, outDir);
  let failing = 0;
  for (const area of coverageByArea(rows, gaps, enforced)) {
    const areaGaps = gaps.filter((gap) => gap.area === area.area);
    const label = area.enforced ? 'enforced' : 'reported only';
    console.log(
      `[coverage] ${area.area}: ${area.open} of ${area.required} reference entries open here (${label})`,
    );
    for (const gap of areaGaps) {
      const line = `[coverage]   ${gap.where}: ${gap.message} (${REFERENCE_FILE}: ${gap.referencePath})`;
      if (area.enforced) {
        console.error(line);
      } else {
        console.log(line);
      }
    }
    if (area.enforced) {
      failing += areaGaps.length;
    }
  }
  return failing;
}

/** The depth of our pages against mui.com's topics; returns the number of failures. */
function checkDepth(): number {
  const report = depthReport();
  for (const line of areaTable(report.areas)) {
    console.log(`[depth] ${line}`);
  }
  for (const failure of report.failures) {
    console.error(`[depth] ${failure}`);
  }
  return report.failures.length;
}

/** The playground lists' counts; returns the number of failures. */
function checkPlaygrounds(): number {
  const { lines, failures } = playgroundCheck();
  for (const line of lines) console.log(`[playground] ${line}`);
  for (const failure of failures) console.error(`[playground] ${failure}`);
  return failures.length;
}

const coverageFailures = checkCoverage();
const depthFailures = checkDepth();
const playgroundFailures = checkPlaygrounds();
if (problems.length > 0 || coverageFailures > 0 || depthFailures > 0 || playgroundFailures > 0) {
  for (const problem of problems) {
    console.error(`[content] ${formatProblem(problem)}`);
  }
  console.error(
    `[content] ${problems.length} problem(s) in ${routes.length} pages; ${coverageFailures} coverage gap(s) in enforced areas; ${depthFailures} depth failure(s); ${playgroundFailures} playground list failure(s)`,
  );
  process.exit(1);
}
console.log(
  `[content] ${routes.length} pages in every language: no empty section, no placeholder, no thin page, every component page has at least two demos; depth at or above reference/depth-minimums.json`,
);
