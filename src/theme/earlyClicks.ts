/**
 * A click made before the page is interactive is not lost. The page paints before its scripts run
 * (scripts/export/rewrites/firstPaintRewrite.ts), so for a moment Show code, a demo's JS/TS switch
 * or an API layout button shows and does nothing. An inline script in `<head>` (pages/_document.tsx)
 * holds the last click on a control inside an element marked `data-early-click`, until the control
 * responds, then clicks it again, now with its handler; the held control says it is busy
 * meanwhile. A control responds once `<html>` has the hydrated mark and, inside a demo, once the
 * demo's own root has hydrated too (its island element gets the same mark:
 * src/components/docs/island/DemoIsland.tsx). Clicks anywhere else pass as they are. The
 * function's source text is the script, so it is written in the JavaScript every browser runs,
 * and reads only its arguments.
 */

import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from '@/core/pageMarks';

/** The attribute of an element whose buttons keep a click made before hydration. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/**
 * The id of the script element, by which the export drops it from pages with no such control
 * (src/content/export/inlineScripts.ts).
 */
export const EARLY_CLICK_SCRIPT_ID = 'early-clicks';

export function holdEarlyClicks(
  win: Window & typeof globalThis,
  marked: string,
  hydrated: string,
  island: string,
): void {
  const doc = win.document;
  const root = doc.documentElement;
  let held: HTMLElement | null = null;
  function responds(control: Element): boolean {
    const demo = control.closest(`[${island}]`);
    return root.hasAttribute(hydrated) && (demo === null || demo.hasAttribute(hydrated));
  }
  function settled(): boolean {
    return (
      root.hasAttribute(hydrated) && doc.querySelector(`[${island}]:not([${hydrated}])`) === null
    );
  }
  const observer = new win.MutationObserver(() => {
    const target = held;
    if (target !== null && responds(target)) {
      held = null;
      target.removeAttribute('aria-busy');
      if (target.isConnected) {
        target.click();
      }
    }
    if (held === null && settled()) {
      observer.disconnect();
      win.removeEventListener('click', onClick, true);
    }
  });
  function onClick(event: MouseEvent): void {
    const target = event.target as Element | null;
    const control =
      target !== null && typeof target.closest === 'function'
        ? target.closest(`[${marked}] button`)
        : null;
    if (control === null || responds(control)) {
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held !== null) {
      held.removeAttribute('aria-busy');
    }
    held = control as HTMLElement;
    held.setAttribute('aria-busy', 'true');
  }
  if (settled()) {
    return;
  }
  win.addEventListener('click', onClick, true);
  observer.observe(root, { attributes: true, attributeFilter: [hydrated], subtree: true });
}

/** The inline script: the function above, called with the page's window and attributes. */
export const EARLY_CLICK_SCRIPT = `(${holdEarlyClicks.toString()})(window,${[EARLY_CLICK_ATTRIBUTE, HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE].map((name) => JSON.stringify(name)).join(',')});`;
