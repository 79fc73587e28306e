/**
 * The markup of demo islands (DemoIsland.tsx): the attribute of an island's element, which gets
 * `data-hydrated` once its root has hydrated, and the attribute of a demo's own element (Demo.tsx).
 */

export { ISLAND_ATTRIBUTE } from '@/core/pageMarks';

/** Marks a demo's outer element. */
export const DEMO_ATTRIBUTE = 'data-demo';

/** `useId` ids of the island's root start with this, so two islands of a page never share one. */
export function islandIdPrefix(index: number): string {
  return `demo${index}-`;
}
