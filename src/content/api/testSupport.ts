/** Shared by the unit tests: the project root and a program over the real installed packages. */
import path from 'node:path';
import { createApiProgram } from './program';
import type { ApiProgram } from './program';

export const ROOT_DIR = path.resolve(__dirname, '..', '..', '..');

/** Building the program reads a few thousand declaration files: allow for slow machines. */
export const PROGRAM_TIMEOUT_MS = 60_000;

export function realProgram(packages?: readonly string[]): ApiProgram {
  return createApiProgram(ROOT_DIR, packages);
}
