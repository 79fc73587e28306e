/**
 * How the providers restore the visitor's saved settings once the page has hydrated: in a
 * transition, so that the restored values, and everything they change, commit together with
 * `<html data-hydrated>` (src/components/layout/HydratedMark.tsx) in one render that React may
 * spread over several frames. Nothing visible waits for it: the pre-paint script has already
 * shown the saved colour mode, direction, density and spacing (src/theme/prePaintScript.ts).
 * Demos are React roots of their own (src/components/docs/island/), so no update here can reach
 * a demo still holding the server's HTML.
 */
import { startTransition } from 'react';

/** Runs `restore` in a transition; returns an effect's clean-up (there is nothing to cancel). */
export function restoreInTransition(restore: () => void): () => void {
  startTransition(restore);
  return () => undefined;
}
