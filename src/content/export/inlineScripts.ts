/**
 * The page's inline scripts as the export ships them (scripts/export/rewrites/inlineScriptsRewrite.ts).
 * The head scripts of pages/_document.tsx are the source text of functions written to be read
 * (src/theme/): on a typical page they were 8 KB before gzip, 2.7 KiB after. The export minifies
 * every inline classic script, and drops the early-click script (src/theme/earlyClicks.ts) from a
 * page that has no control for it to hold: it matters only before a page's first hydration, and a
 * page reached in the app has hydrated. Pure: the minifier is handed in. Build time only.
 */
import { EARLY_CLICK_ATTRIBUTE, EARLY_CLICK_SCRIPT_ID } from '@/theme/earlyClicks';
import { AFTER_HYDRATION_LOADER_ID, LOADER_ID } from './paintFirstScripts';

/** Minifies a classic script's source; throws when it cannot parse it. */
export type Minify = (source: string) => string;

/** `<script …>…</script>` with its attributes and text. */
const SCRIPT = /<script\b([^>]*)>([^]*?)<\/script>/gi;

/** The script loaders (./paintFirstScripts.ts): minified by hand, and their URLs read back. */
const KEPT_AS_WRITTEN = [LOADER_ID, AFTER_HYDRATION_LOADER_ID];

/**
 * Whether the attributes are those of an inline classic script to minify: no `src`, no other
 * `type`, not one of the loaders.
 */
function isInlineClassic(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) {
    return false;
  }
  if (KEPT_AS_WRITTEN.some((id) => attributes.includes(`id="${id}"`))) {
    return false;
  }
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
  return type === undefined || type === '' || /^(text|application)\/javascript$/i.test(type);
}

/** Text that would end the element or open an HTML comment inside it: never written. */
const UNSAFE_IN_SCRIPT = /<\/script|<!--/i;

/** The attribute on an element (the script itself names it only inside a string). */
const EARLY_CLICK_CONTROL = new RegExp(`\\s${EARLY_CLICK_ATTRIBUTE}(?:=|[\\s>])`);
/** The early-click script's own element. */
const EARLY_CLICK_SCRIPT_ELEMENT = new RegExp(`\\sid="${EARLY_CLICK_SCRIPT_ID}"`);

/** Whether the page has a control the early-click script holds, outside the script itself. */
export function hasEarlyClickControl(html: string): boolean {
  return EARLY_CLICK_CONTROL.test(html);
}

/**
 * The page with its inline classic scripts minified (each distinct source once, through `cache`)
 * and without the early-click script when it has no control for it; null when nothing changes.
 * A script the minifier cannot read, or whose minified text could end its element, stays as it is.
 */
export function rewriteInlineScripts(
  html: string,
  minify: Minify,
  cache: Map<string, string> = new Map(),
): string | null {
  const keepEarlyClicks = hasEarlyClickControl(html);
  const rewritten = html.replace(SCRIPT, (element, attributes: string, source: string) => {
    if (EARLY_CLICK_SCRIPT_ELEMENT.test(attributes) && !keepEarlyClicks) {
      return '';
    }
    if (!isInlineClassic(attributes) || source.trim() === '') {
      return element;
    }
    let minified = cache.get(source);
    if (minified === undefined) {
      try {
        minified = minify(source).trim();
      } catch {
        minified = source;
      }
      if (UNSAFE_IN_SCRIPT.test(minified) || minified.length >= source.length) {
        minified = source;
      }
      cache.set(source, minified);
    }
    return `<script${attributes}>${minified}</script>`;
  });
  return rewritten === html ? null : rewritten;
}
