/**
 * The attributes that say how far a page has come alive, read by the inline early-click script
 * (src/theme/earlyClicks.ts), the components that set them and the tests.
 */

/** `<html>` once the page responds (HydratedMark.tsx); a demo island's element once it does. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The element a demo's own React root renders into (src/components/docs/island/DemoIsland.tsx). */
export const ISLAND_ATTRIBUTE = 'data-demo-island';
