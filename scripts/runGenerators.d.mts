/** Types of scripts/runGenerators.mjs for TypeScript callers (scripts/build.ts). */
import type { Generator } from '@/core/buildPhases';

export const GENERATOR_SCRIPTS: Record<Generator, string>;
export function runGenerator(
  name: Generator,
  args?: readonly string[],
  root?: string,
): Promise<number>;
export function runGenerators(
  names: readonly Generator[],
  argsOf?: Partial<Record<Generator, readonly string[]>>,
): Promise<Record<Generator, number>>;
