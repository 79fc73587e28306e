/** Whether the page has hydrated, for parts that must render as the server did until then. */
import * as React from 'react';

const subscribeToNothing = () => () => {};

/**
 * True once the page has hydrated (false while it hydrates, as on the server). A part that does
 * not `ask` reads true throughout, so it is not rendered a second time after hydration.
 */
export function useHydrated(ask = true): boolean {
  return React.useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => !ask,
  );
}
