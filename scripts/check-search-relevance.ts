/**
 * Gate: search puts the right page first (docs/search.md#how-relevance-is-checked), over the exported index in out/.
 * - the relevance suite (test/search/relevanceSuite.ts, all its groups together): at least 95% of
 *   its queries open the expected page first; each group's figures are printed apart;
 * - every component page of every docs area is opened first by its own name, searched from its
 *   area's landing page.
 *
 *   tsx scripts/check-search-relevance.ts [dir]      (dir defaults to out/)
 */
import path from 'node:path';
import { ALL_RELEVANCE_CASES, RELEVANCE_GROUPS } from '../test/search/relevanceSuite';
import { componentPageCases, formatFailures, runCases } from './search/relevance';

export const MIN_TOP1 = 0.95;
const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  let failed = false;

  for (const group of RELEVANCE_GROUPS) {
    const score = await runCases(outDir, group.cases);
    console.log(
      `Relevance, ${group.name} queries: ${score.results.length}; top-1 ${percent(score.top1)}, ` +
        `top-3 ${percent(score.top3)}, MRR ${score.mrr.toFixed(3)}`,
    );
  }
  const suite = await runCases(outDir, ALL_RELEVANCE_CASES);
  console.log(
    `Relevance suite, all groups: ${suite.results.length} queries; top-1 ${percent(suite.top1)} (at least ${percent(MIN_TOP1)}), ` +
      `top-3 ${percent(suite.top3)}, MRR ${suite.mrr.toFixed(3)}, median ${suite.medianMs.toFixed(1)} ms per query`,
  );
  if (suite.top1 < MIN_TOP1) {
    failed = true;
    console.error(
      `Too few queries open the expected page first:\n${formatFailures(suite.results)}`,
    );
  } else if (suite.top1 < 1) {
    console.log(`Queries that open another page first:\n${formatFailures(suite.results)}`);
  }

  const components = await runCases(outDir, componentPageCases(outDir));
  const missed = components.results.filter((r) => r.rank !== 1);
  console.log(
    `Component pages by name from their own area: ${components.results.length - missed.length} of ${components.results.length} first`,
  );
  if (components.results.length === 0 || missed.length > 0) {
    failed = true;
    console.error(
      components.results.length === 0
        ? 'No component page in the English index: was the index built?'
        : `Component pages not opened first by their name:\n${formatFailures(missed)}`,
    );
  }
  console.log(`${failed ? 0 : 1} passed, ${failed ? 1 : 0} failed`);
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
