/**
 * Holds the restore of the visitor's saved settings back until the page's demos have hydrated.
 *
 * Each demo is a Suspense boundary of its own (src/components/docs/MarkdownContent.tsx), and React
 * 18 hydrates such a boundary last, after the page's effects have run. Until it has, any change of
 * a context above it (the theme state, the code preferences) marks it as changed: React cannot
 * know whether the demo reads that context, so it tries to hydrate the demo first at a higher
 * priority, and when that attempt does not finish in time (a busy machine), it throws the demo's
 * server HTML away and renders it again (error 421). The restores run in transitions, which made
 * that rare, not impossible.
 *
 * So the providers' restores wait here, and run in a transition, which an urgent update here
 * would defeat (it forces what is still hydrating to finish in one long task): until every demo
 * the server rendered (counted by DEMO_ATTRIBUTE in the document) has reported its hydration, or
 * DEMO_HYDRATION_TIMEOUT_MS has passed (a demo that never hydrates, such as one whose code failed
 * to load, holds nothing back for long). Nothing visible waits: the pre-paint script has already
 * shown the saved colour mode, direction, density and spacing (src/theme/prePaintScript.ts). Once
 * open, the gate stays open for the visit: demos of pages reached in the app render in the
 * browser, with no server HTML to lose.
 */
import { startTransition } from 'react';

/** Marks a demo's outer element in the server's HTML. */
export const DEMO_ATTRIBUTE = 'data-demo';

/** The longest wait for demos that do not report (their code failed to load, say). */
export const DEMO_HYDRATION_TIMEOUT_MS = 5_000;

let hydratedDemos = 0;
let opened = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

function serverRenderedDemos(): number {
  return document.querySelectorAll(`[${DEMO_ATTRIBUTE}]`).length;
}

function open(): void {
  if (opened) return;
  opened = true;
  clearTimeout(timer);
  const restores = [...waiting];
  waiting.clear();
  restores.forEach((restore) => startTransition(restore));
}

/** A demo's boundary has committed: hydrated from the server's HTML, or rendered in the browser. */
export function noteDemoHydrated(): void {
  hydratedDemos += 1;
  if (waiting.size > 0 && hydratedDemos >= serverRenderedDemos()) open();
}

/**
 * Runs `restore` in a transition once every demo of the page has hydrated: at once on a page
 * without demos, or when they all have; at the latest after DEMO_HYDRATION_TIMEOUT_MS. Returns a
 * function that cancels a restore still waiting (an effect's clean-up).
 */
export function afterDemosHydrate(restore: () => void): () => void {
  if (opened || hydratedDemos >= serverRenderedDemos()) {
    opened = true;
    startTransition(restore);
    return () => undefined;
  }
  waiting.add(restore);
  timer ??= setTimeout(open, DEMO_HYDRATION_TIMEOUT_MS);
  return () => {
    waiting.delete(restore);
  };
}
