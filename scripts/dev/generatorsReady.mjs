// How `npm run dev` (scripts/dev.mjs) starts `next dev` while the generators still run: Next's own
// start (loading its modules, then this project's next.config.mjs) overlaps theirs, and the config
// waits for them before it returns, so Next compiles no page before the generated files are
// written. scripts/dev.mjs names a file in NEXT_DEV_GENERATORS_FILE; it writes `ok` there when the
// generators succeeded, or their error, and leaves it: any process that loads the config later in
// the session's environment (Next's telemetry flush, as next dev exits) goes on at once. `next dev`
// started by hand (no variable) does not wait.

import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const GENERATORS_FILE_VARIABLE = 'NEXT_DEV_GENERATORS_FILE';
export const GENERATORS_OK = 'ok';
const POLL_MS = 20;
/** Far above any generator run: a first run of the API extraction takes under a minute. */
const WAIT_LIMIT_MS = 10 * 60_000;

/**
 * Writes the outcome of the generators to `file`, in one rename, so a reader never sees half of it.
 * @param {string} file
 * @param {string} outcome `ok`, or what failed
 */
export function announceGenerators(file, outcome) {
  fs.writeFileSync(`${file}.partial`, outcome);
  fs.renameSync(`${file}.partial`, file);
}

/**
 * Resolves when the generators scripts/dev.mjs started have succeeded; rejects with their error, or
 * when they have not finished within the wait limit. Resolves at once without the variable.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @param {number} [limitMs]
 * @returns {Promise<void>}
 */
export async function generatorsReady(env, limitMs = WAIT_LIMIT_MS) {
  const file = env[GENERATORS_FILE_VARIABLE];
  if (!file) {
    return;
  }
  const deadline = Date.now() + limitMs;
  for (;;) {
    let outcome = null;
    try {
      outcome = fs.readFileSync(file, 'utf8');
    } catch {
      // Not written yet.
    }
    if (outcome === GENERATORS_OK) {
      return;
    }
    if (outcome !== null) {
      throw new Error(`The generators failed, so next dev stops: ${outcome}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The generators started by npm run dev did not finish within ${limitMs / 60_000} minutes (nothing in ${file}): stop it and run \`npm run generate\` to see why.`,
      );
    }
    await sleep(POLL_MS);
  }
}
