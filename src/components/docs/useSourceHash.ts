/**
 * `#Name.js` / `#Name.tsx` in the address: the demo whose anchor is `Name` opens its source and
 * comes into view (the hash names the source, not an element). Read once the demo has mounted.
 */
import * as React from 'react';
import { safeDecode } from '@/core/safeDecode';

/** `setExpanded`: the demo's state setter for its code, stable as React's setters are. */
export function useSourceHash(anchor: string, setExpanded: (expanded: boolean) => void): void {
  React.useEffect(() => {
    const hash = safeDecode(window.location.hash.slice(1));
    if (hash === `${anchor}.js` || hash === `${anchor}.tsx`) {
      setExpanded(true);
      document.getElementById(anchor)?.scrollIntoView();
    }
  }, [anchor, setExpanded]);
}
