/**
 * The markup of demo islands (DemoIsland.tsx) beside the page marks of src/core/pageMarks.ts: the
 * attribute of a demo's own element (Demo.tsx) and the prefix of an island's ids.
 */

/** Marks a demo's outer element. */
export const DEMO_ATTRIBUTE = 'data-demo';

/** `useId` ids of the island's root start with this, so two islands of a page never share one. */
export function islandIdPrefix(index: number): string {
  return `demo${index}-`;
}
