/**
 * Marks `<html data-hydrated>` once the page has hydrated. The page is server-rendered and
 * hydrates in slices after its first paint (pages/_app.tsx), so for a moment its controls show
 * but do not yet respond; the mark lets styles and tests tell the two apart, and starts what
 * waits for it (pageInteractive.ts): the page's demos, each a React root of its own that hydrates
 * next (src/components/docs/island/), and the site services. Rendered last inside the page's
 * Suspense boundary, whose effects run only when all of it has hydrated.
 */
import * as React from 'react';
import { restoreInTransition } from '@/providers/restoreInTransition';
import { HYDRATED_ATTRIBUTE } from '@/core/pageMarks';

export default function HydratedMark(): null {
  const [settled, setSettled] = React.useState(false);
  // In a transition, as the providers' restores of the visitor's saved settings are, started
  // when they are: it commits with them, so a control used once the mark is there acts on the
  // visitor's settings, not the defaults.
  React.useEffect(() => restoreInTransition(() => setSettled(true)), []);
  React.useEffect(() => {
    if (settled) {
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    }
  }, [settled]);
  return null;
}
