/**
 * The depth check alone: mui.com's topics and demos against our English Markdown pages in data/
 * (src/content/checks/depthCheck.ts). Prints one line per area; fails when an enforced area is below
 * its floor, an area is below reference/depth-minimums.json, or a coverage file is malformed.
 *
 *   tsx scripts/check-depth.ts                         per-area table
 *   tsx scripts/check-depth.ts --pages --area=joy-ui   and one line per page of the area
 *   tsx scripts/check-depth.ts --raise-minimums        raise the ratchet to today's figures
 */
import fs from 'node:fs';
import { depthReport } from '@/content/checks/depthCheck';
import { MINIMUMS_FILE, raisedMinimums } from '@/content/checks/depthMinimums';
import { areaTable, pageTable } from '@/content/checks/depthTable';

const args = process.argv.slice(2);
const area = args.find((arg) => arg.startsWith('--area='))?.slice('--area='.length);
const report = depthReport();

if (area !== undefined && !report.areas.some((entry) => entry.area === area)) {
  console.error(
    `[depth] no area "${area}": use one of ${report.areas.map((entry) => entry.area).join(', ')}`,
  );
  process.exit(1);
}
for (const line of areaTable(report.areas)) {
  console.log(`[depth] ${line}`);
}
if (args.includes('--pages')) {
  for (const entry of report.areas.filter(
    (candidate) => area === undefined || candidate.area === area,
  )) {
    console.log('');
    for (const line of pageTable(report.pages.filter((page) => page.area === entry.area))) {
      console.log(`[depth] ${line}`);
    }
  }
}
if (args.includes('--raise-minimums')) {
  const raised = raisedMinimums(report.areas, report.minimums);
  fs.writeFileSync(MINIMUMS_FILE, `${JSON.stringify(raised, null, 2)}\n`);
  console.log(`[depth] wrote ${MINIMUMS_FILE}`);
  report.failures = report.failures.filter((failure) => !failure.includes(MINIMUMS_FILE));
}
for (const failure of report.failures) {
  console.error(`[depth] ${failure}`);
}
process.exit(report.failures.length > 0 ? 1 : 0);
