/**
 * Whether a value read from an author's navigation file has the shape of a tree (NavEntry[]): the
 * type checker sees data/<area>/pages.ts in `npm test`, but `next dev` reads the file as the author
 * saves it, type errors and all.
 */
import type { NavEntry } from './navigationTypes';

/** What is wrong with the value, naming the first bad entry by its position; null when it is a tree. */
export function navTreeProblem(value: unknown, at = 'the tree'): string | null {
  if (!Array.isArray(value)) {
    return `${at} is not an array of entries`;
  }
  for (const [index, entry] of (value as unknown[]).entries()) {
    const where = `${at === 'the tree' ? 'entry' : `${at} > entry`} ${index + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return `${where} is not an object`;
    }
    const { pathname, children } = entry as Record<string, unknown>;
    if (typeof pathname !== 'string' || !pathname.startsWith('/')) {
      return `${where} has no pathname starting with "/"`;
    }
    if (children !== undefined) {
      const inner = navTreeProblem(children, `${where} (${pathname}) children`);
      if (inner !== null) return inner;
    }
  }
  return null;
}

/** The value as a tree, or an error naming the file and the first bad entry. */
export function asNavTree(value: unknown, file: string): NavEntry[] {
  const problem = navTreeProblem(value);
  if (problem !== null) {
    throw new Error(
      `${file}: the default export must be the area's navigation (NavEntry[]), but ${problem}; see src/core/navigationTypes.ts`,
    );
  }
  return value as NavEntry[];
}
