/**
 * Marks `<html data-hydrated>` once the page has hydrated. The page is server-rendered and
 * hydrates in slices after its first paint (pages/_app.tsx), so for a moment its controls show
 * but do not yet respond; the mark lets styles and tests tell the two apart. Rendered last inside
 * the page's Suspense boundary, whose effects run only when all of it has hydrated, but for its
 * demos: each is a boundary of its own that hydrates once the demo frame has arrived, which the
 * page starts loading before it hydrates (src/components/docs/demoFrame.tsx).
 */
import * as React from 'react';

export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export default function HydratedMark(): null {
  React.useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
