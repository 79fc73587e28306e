/**
 * The bench's figures of the last passing `npm test` (scripts/testRunRecord.mjs): the whole run
 * and the site build inside it (`next build` and the export's finishing steps), beside their
 * budgets. Without a record the figures read "not measured", which fails their budgets.
 */
import type { TestRun } from '../testRunRecord.mjs';
import type { Row } from './report';
import type { Budget } from './stats';

/** The steps of `npm test` that make the site (scripts/test-all.mjs). */
export const BUILD_STEPS = ['Build', 'Finish export'] as const;

export function testRunRows(
  run: TestRun | null,
  budgets: { testRunMinutes: Budget; build: { siteSeconds: Budget } },
): Row[] {
  const when = run
    ? `, ${run.finishedAt.slice(0, 16).replace('T', ' ')} UTC, ${run.cores} cores`
    : '';
  const buildSteps = run?.steps.filter((step) =>
    (BUILD_STEPS as readonly string[]).includes(step.name),
  );
  return [
    {
      section: 'Tests',
      figure: `npm test, last passing run${when}`,
      value: run ? run.wallSeconds / 60 : null,
      unit: 'min',
      budget: budgets.testRunMinutes,
    },
    {
      section: 'Tests',
      figure: 'of it, the site build (next build and finish export)',
      value:
        buildSteps && buildSteps.length === BUILD_STEPS.length
          ? buildSteps.reduce((total, step) => total + step.seconds, 0)
          : null,
      unit: 's',
      budget: budgets.build.siteSeconds,
    },
  ];
}
