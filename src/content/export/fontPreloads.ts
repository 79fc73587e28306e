/**
 * Font preloads for an exported page: the first paint of every page sets its body text and
 * headings in IBM Plex Sans 400 and 600 (basic latin, scripts/generate-fonts.ts). The browser finds those files only after it has
 * downloaded and parsed the stylesheet that declares them; a preload in <head> starts them with
 * the stylesheet instead of after it, so the text is not repainted (or shifted) when they arrive.
 */

/** File names (before the content hash) of the fonts the first paint uses. */
export const FIRST_PAINT_FONTS = [
  'ibm-plex-sans-basic-latin-400-normal',
  'ibm-plex-sans-basic-latin-600-normal',
] as const;

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"<>]+\.css)"[^>]*>/g;

/** The stylesheets a page links to, in order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
}

/**
 * The absolute URLs of the first-paint fonts' woff2 files that a stylesheet declares, resolved
 * against the stylesheet's own URL (`url(../media/x.woff2)` in `/_next/static/chunks/a.css`).
 */
export function firstPaintFontUrls(cssUrl: string, css: string): string[] {
  const urls: string[] = [];
  for (const match of css.matchAll(/url\(\s*["']?([^"')\s]+\.woff2)["']?\s*\)/g)) {
    const file = match[1].slice(match[1].lastIndexOf('/') + 1);
    if (FIRST_PAINT_FONTS.some((name) => file.startsWith(`${name}.`))) {
      urls.push(new URL(match[1], `https://site${cssUrl}`).pathname);
    }
  }
  return [...new Set(urls)];
}

export const PRELOAD_MARK = 'data-first-paint-font';

/**
 * Adds a preload for each font URL before the page's first stylesheet. Returns null when there
 * is nothing to add or the page has its preloads already.
 */
export function addFontPreloads(html: string, fontUrls: string[]): string | null {
  const at = html.indexOf('<link rel="stylesheet"');
  if (fontUrls.length === 0 || at === -1 || html.includes(PRELOAD_MARK)) {
    return null;
  }
  const links = fontUrls
    .map(
      (url) =>
        `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin="anonymous" ${PRELOAD_MARK}=""/>`,
    )
    .join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}
