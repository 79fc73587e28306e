/** Whether the operating system asks for a dark colour scheme, following its changes. */
import * as React from 'react';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') {
    return () => {};
  }
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function readSystemDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** False on the server and while hydrating, like the light scheme a build writes. */
export function useSystemDark(): boolean {
  return React.useSyncExternalStore(subscribe, readSystemDark, () => false);
}
