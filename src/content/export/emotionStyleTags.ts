/**
 * Emotion's server-rendered style elements in an exported page (pages/_document.tsx writes them):
 * `<style data-emotion="css-global <name>">` for each global style or keyframes, then one
 * `<style data-emotion="css <id> <id> …">` with the rules of every class the page uses, in the
 * order emotion inserted them. Emotion's client cache reads the ids of these attributes to know
 * which rules are already in the document.
 */

export interface EmotionStyleTag {
  /** `css-global` or `css` (the cache key, src/theme/emotionCache.ts). */
  key: string;
  ids: string[];
  css: string;
  /** Where the element starts and ends in the page's HTML. */
  start: number;
  end: number;
}

const STYLE_TAG = /<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g;

export function emotionStyleTags(html: string): EmotionStyleTag[] {
  return [...html.matchAll(STYLE_TAG)].map((match) => {
    const [key = '', ...ids] = match[1].split(' ').filter((part) => part !== '');
    const start = match.index;
    return { key, ids, css: match[2], start, end: start + match[0].length };
  });
}

/** The style element emotion reads back: its key and ids, and the CSS left in it. */
export function emotionStyleTag(key: string, ids: readonly string[], css: string): string {
  return `<style data-emotion="${[key, ...ids].join(' ')}">${css}</style>`;
}

/** The bytes of CSS in a page's inline `<style>` elements (UTF-8), whoever wrote them. */
export function inlineStyleBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    bytes += Buffer.byteLength(match[1], 'utf8');
  }
  return bytes;
}
