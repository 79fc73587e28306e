/**
 * `<html data-hydrated>`: the mark of a page that responds (set by HydratedMark.tsx once the shell
 * has hydrated and the saved settings are restored), and what waits for it. The page's demos, the
 * site services and other parts that only add to what the server rendered start loading when it
 * is there, so their chunks are not among what a page downloads before it responds.
 */

import { HYDRATED_ATTRIBUTE } from '@/core/pageMarks';

/** Runs `task` once `<html>` has the hydrated mark (at once if it has). Returns a cancel. */
export function onPageInteractive(task: () => void): () => void {
  const root = document.documentElement;
  if (root.hasAttribute(HYDRATED_ATTRIBUTE)) {
    task();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (root.hasAttribute(HYDRATED_ATTRIBUTE)) {
      observer.disconnect();
      task();
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  return () => observer.disconnect();
}
