/**
 * A deep link to an API entry (`#prop-variant`) lands on it in every layout: the entry is scrolled
 * into view, and in the collapsed list its `<details>` is opened. It runs again when the layout
 * changes after the first render (the saved or random choice) and when the hash changes.
 */
import * as React from 'react';
import { safeDecode } from '@/core/safeDecode';

export function revealHashTarget(ids: readonly string[]): void {
  const id = safeDecode(window.location.hash.slice(1));
  if (!id || !ids.includes(id)) {
    return;
  }
  const element = document.getElementById(id);
  if (!element) {
    return;
  }
  const details = element.matches('details') ? element : element.querySelector('details');
  if (details instanceof HTMLDetailsElement) {
    details.open = true;
  }
  element.scrollIntoView({ block: 'start' });
}

export function useRevealHashTarget(ids: readonly string[], layout: string): void {
  const key = ids.join('\n');
  React.useEffect(() => {
    const list = key.split('\n');
    const reveal = () => revealHashTarget(list);
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [key, layout]);
}
