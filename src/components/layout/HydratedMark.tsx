/**
 * Marks `<html data-hydrated>` once the page has hydrated. The page is server-rendered and
 * hydrates in slices after its first paint (pages/_app.tsx), so for a moment its controls show
 * but do not yet respond; the mark lets styles and tests tell the two apart. Rendered last inside
 * the page's Suspense boundary, whose effects run only when all of it has hydrated, but for its
 * demos: each is a boundary of its own that hydrates next, and the mark waits for them too.
 */
import * as React from 'react';
import { afterDemosHydrate } from '@/providers/demoHydrationGate';

export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export default function HydratedMark(): null {
  const [settled, setSettled] = React.useState(false);
  // Once the page's demos have hydrated, in a transition, as the providers' restores of the
  // visitor's saved settings are, started when they are (src/providers/demoHydrationGate.ts): it
  // commits with them. A control used once the mark is there acts on the visitor's settings, not
  // the defaults, and no demo still waits to hydrate.
  React.useEffect(() => afterDemosHydrate(() => setSettled(true)), []);
  React.useEffect(() => {
    if (settled) {
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    }
  }, [settled]);
  return null;
}
