/**
 * Font preloads for an exported page: the first paint of every page sets its body text and
 * headings in IBM Plex Sans 400 and 600 (basic latin, scripts/generate-fonts.ts). The browser finds
 * those files only after it has downloaded and parsed the stylesheet that declares them; a preload
 * in <head> starts them with the stylesheet instead of after it, so the text is not repainted (or
 * shifted) when they arrive. The faces a stylesheet declares come from demoFontPreloads.ts, which
 * also finds the demo fonts a page uses.
 */
import type { DeclaredFace } from './demoFontPreloads';

/** The family the shell sets its text in. */
export const SHELL_FAMILY = 'IBM Plex Sans';

/** The shell's weights in every first paint: body text and headings. */
const SHELL_FIRST_PAINT_WEIGHTS: readonly number[] = [400, 600];

/** Whether a declared face is one the first paint of every page uses. */
export function isShellFirstPaintFace(face: DeclaredFace): boolean {
  return face.family === SHELL_FAMILY && SHELL_FIRST_PAINT_WEIGHTS.includes(face.weight);
}

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"<>]+\.css)"[^>]*>/g;

/** The stylesheets a page links to, in order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
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
