/** The result list of the search dialog: the order arrow keys move through it. */

export interface Grouped<T> {
  hits: T[];
}

/** The hits of grouped results in display order: what arrow keys move through. */
export function flattenGroups<T>(groups: readonly Grouped<T>[]): T[] {
  return groups.flatMap((group) => group.hits);
}

/** Moves an active index by `step` through `count` items, wrapping at both ends; -1 when empty. */
export function moveActive(current: number, step: number, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return step >= 0 ? 0 : count - 1;
  return (((current + step) % count) + count) % count;
}
