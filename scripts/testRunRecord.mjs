// The record of the last passing `npm test` (scripts/test-all.mjs writes it): `npm run bench`
// prints the run's wall time and its build step beside their budgets without running the tests
// again (docs/performance.md#the-benchmark).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LAST_RUN_FILE = path.join('.bench', 'test-run.json');

/**
 * @typedef {{ finishedAt: string, cores: number, wallSeconds: number,
 *   steps: { name: string, seconds: number }[] }} TestRun
 */

/** @param {TestRun} run @param {string} [file] */
export function writeTestRun(run, file = LAST_RUN_FILE) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
}

/**
 * The last passing run, or null when there is none or the file is not one this script wrote.
 * @param {string} [file]
 * @returns {TestRun | null}
 */
export function readTestRun(file = LAST_RUN_FILE) {
  if (!existsSync(file)) return null;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8'));
    const valid =
      typeof value === 'object' &&
      value !== null &&
      typeof value.finishedAt === 'string' &&
      Number.isFinite(value.wallSeconds) &&
      Number.isInteger(value.cores) &&
      Array.isArray(value.steps) &&
      value.steps.every(
        (/** @type {unknown} */ step) =>
          typeof step === 'object' &&
          step !== null &&
          typeof (/** @type {{ name?: unknown }} */ (step).name) === 'string' &&
          Number.isFinite(/** @type {{ seconds?: unknown }} */ (step).seconds),
      );
    return valid ? value : null;
  } catch {
    return null;
  }
}
