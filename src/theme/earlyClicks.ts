/**
 * A click made before the page is interactive is not lost. The page paints before its scripts run
 * (scripts/export/rewrites/firstPaintRewrite.ts), so for a moment Show code, a demo's JS/TS switch
 * or an API layout button shows and does nothing. An inline script in `<head>` (pages/_document.tsx)
 * holds the last click on a control inside an element marked `data-early-click`, until `<html>`
 * has the hydrated mark, then clicks it again, now with its handler; the held control says it is
 * busy meanwhile. Clicks anywhere else pass as they are. The function's source text is the script,
 * so it is written in the JavaScript every browser runs, and reads only its arguments.
 */

/** The attribute of an element whose buttons keep a click made before hydration. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/**
 * The id of the script element, by which the export drops it from pages with no such control
 * (src/content/export/inlineScripts.ts).
 */
export const EARLY_CLICK_SCRIPT_ID = 'early-clicks';

/** The attribute `<html>` gets once the page has hydrated (src/components/layout/HydratedMark.tsx). */
const HYDRATED = 'data-hydrated';

export function holdEarlyClicks(
  win: Window & typeof globalThis,
  marked: string,
  hydrated: string,
): void {
  const doc = win.document;
  const root = doc.documentElement;
  let held: HTMLElement | null = null;
  const release = () => {
    const target = held;
    held = null;
    win.removeEventListener('click', onClick, true);
    if (target !== null && target.isConnected) {
      target.removeAttribute('aria-busy');
      target.click();
    }
  };
  const observer = new win.MutationObserver(() => {
    if (root.hasAttribute(hydrated)) {
      observer.disconnect();
      release();
    }
  });
  function onClick(event: MouseEvent): void {
    const target = event.target as Element | null;
    const control =
      target !== null && typeof target.closest === 'function'
        ? target.closest(`[${marked}] button`)
        : null;
    if (control === null || root.hasAttribute(hydrated)) {
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
  if (root.hasAttribute(hydrated)) {
    return;
  }
  win.addEventListener('click', onClick, true);
  observer.observe(root, { attributes: true, attributeFilter: [hydrated] });
}

/** The inline script: the function above, called with the page's window and attributes. */
export const EARLY_CLICK_SCRIPT = `(${holdEarlyClicks.toString()})(window,${JSON.stringify(EARLY_CLICK_ATTRIBUTE)},${JSON.stringify(HYDRATED)});`;
