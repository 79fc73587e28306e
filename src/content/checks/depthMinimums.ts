/**
 * The depth ratchet (reference/depth-minimums.json): per area, the least number of demos and of
 * covered topics with demos. An area may not fall below it, whatever its floor; the file is raised
 * as pages grow and lowered only by hand, deliberately.
 */
import type { AreaDepth } from './depth';

export interface DepthMinimum {
  demos: number;
  coveredTopics: number;
}

export type DepthMinimums = Record<string, DepthMinimum>;

export const MINIMUMS_FILE = 'reference/depth-minimums.json';

const RAISE_COMMAND = 'tsx scripts/check-depth.ts --raise-minimums';

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The minimums of the file; throws naming the file on bad JSON or a malformed entry. */
export function parseDepthMinimums(text: string, file: string = MINIMUMS_FILE): DepthMinimums {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file}: not valid JSON (${error instanceof Error ? error.message : String(error)}): fix the syntax or rewrite it with \`${RAISE_COMMAND}\``,
    );
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error(`${file}: expected an object keyed by area`);
  }
  const minimums: DepthMinimums = {};
  for (const [area, value] of Object.entries(json)) {
    const entry = value as Partial<Record<keyof DepthMinimum, unknown>> | null;
    if (
      typeof entry !== 'object' ||
      entry === null ||
      !isCount(entry.demos) ||
      !isCount(entry.coveredTopics)
    ) {
      throw new Error(`${file}: "${area}" expected { "demos": <count>, "coveredTopics": <count> }`);
    }
    minimums[area] = { demos: entry.demos, coveredTopics: entry.coveredTopics };
  }
  return minimums;
}

/** Messages for each area below its minimum (an area the file does not list has none). */
export function minimumFailures(
  areas: readonly AreaDepth[],
  minimums: DepthMinimums,
  file: string = MINIMUMS_FILE,
): string[] {
  const failures: string[] = [];
  const how = `restore them, or if the drop is deliberate lower the number in ${file} in the same commit and say why`;
  for (const area of areas) {
    const minimum = minimums[area.area];
    if (!minimum) {
      continue;
    }
    if (area.ourDemos < minimum.demos) {
      failures.push(
        `${area.area}: ${area.ourDemos} demos, fewer than the ${minimum.demos} of ${file}: ${how}`,
      );
    }
    if (area.demoTopics.covered < minimum.coveredTopics) {
      failures.push(
        `${area.area}: ${area.demoTopics.covered} topics with demos covered, fewer than the ${minimum.coveredTopics} of ${file}: ${how}`,
      );
    }
  }
  return failures;
}

/** The minimums raised to today's figures where these are higher; never lowered. */
export function raisedMinimums(
  areas: readonly AreaDepth[],
  minimums: DepthMinimums,
): DepthMinimums {
  const raised: DepthMinimums = { ...minimums };
  for (const area of areas) {
    const old = minimums[area.area];
    raised[area.area] = {
      demos: Math.max(old?.demos ?? 0, area.ourDemos),
      coveredTopics: Math.max(old?.coveredTopics ?? 0, area.demoTopics.covered),
    };
  }
  return raised;
}

/** Message added to a raise when the figures are higher than the file: how to keep the ratchet up. */
export const RAISE_HINT = `raise the ratchet with \`${RAISE_COMMAND}\` and commit ${MINIMUMS_FILE}`;
