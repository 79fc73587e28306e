/** Types of scripts/runGenerators.mjs for TypeScript callers (scripts/build.ts). */
import type { Generator } from '@/core/buildPhases';

export const GENERATOR_SCRIPTS: Record<Generator, string>;
/** Resolves with the wall time in seconds of the one process that ran them all. */
export function runGenerators(
  names: readonly Generator[],
  argsOf?: Partial<Record<Generator, readonly string[]>>,
  root?: string,
): Promise<number>;
