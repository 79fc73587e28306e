/**
 * One stylesheet for a page's chunk CSS. Next links each CSS file of the page's chunk groups on
 * its own: the app's fonts, the page's modules and every next/dynamic part it renders (the demo
 * island, tabs, the playground section), nine render-blocking requests on a component page before
 * its first paint. This joins them, in their order, into one file beside them (so their relative
 * `url()`s still resolve), named by its content: pages with the same stylesheets share it.
 *
 * Turbopack's chunk loader adds a chunk's CSS only when no `<link rel="stylesheet">` with its
 * `href` is in the page: so that it does not fetch them again as the page hydrates (or a page
 * reached later needs one), a small script puts a disabled `<link>` of each original back before
 * any stylesheet loads. A disabled stylesheet made by a script is not fetched; one written in the
 * HTML is, by Chromium's preload scanner. Its rules are in the merged file, which stays. Next's
 * `rel="preload"` of each goes. Build time only.
 */
import crypto from 'node:crypto';
import { hrefOf } from './pageAssets';

/** Where Next writes the CSS of chunk groups, and where merged files go. */
const CHUNK_CSS_DIR = '/_next/static/chunks/';
export const MERGED_PREFIX = `${CHUNK_CSS_DIR}merged.`;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const PRELOAD_LINK = /<link\b[^>]*\brel="preload"[^>]*>/g;

function isChunkCss(href: string | null): href is string {
  return (
    href !== null &&
    href.startsWith(CHUNK_CSS_DIR) &&
    href.endsWith('.css') &&
    !href.startsWith(MERGED_PREFIX)
  );
}

/** Marks the script of a page this step has rewritten, so running it twice changes nothing. */
export const MERGED_SCRIPT_ID = 'merged-stylesheets';

/** The script that puts a disabled `<link>` of each merged stylesheet in the head. */
export function placeholderScript(hrefs: readonly string[]): string {
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  return (
    `<script id="${MERGED_SCRIPT_ID}">(function(d,u){u.forEach(function(h){` +
    `var l=d.createElement('link');l.rel='stylesheet';l.href=h;l.disabled=true;d.head.appendChild(l)})` +
    `})(document,${list})</script>`
  );
}

export interface MergedStylesheet {
  href: string;
  css: string;
}

export interface StylesheetMerge {
  html: string;
  merged: MergedStylesheet;
}

/**
 * Why a page's chunk stylesheets cannot be merged, or null when they can: a rule that must come
 * first in its file (`@import`, `@charset`) would stop working in the middle of another.
 */
export function unmergeableCss(css: string): string | null {
  const rule = /@(import|charset)\b/.exec(css);
  return rule ? `it holds an @${rule[1]} rule` : null;
}

/**
 * The file `hrefs` merge into, in their order, named by its content. `readCss` gives a file's
 * text by its URL path; a file it cannot read, or one that cannot be merged, throws with its name.
 */
export function mergedFile(
  hrefs: readonly string[],
  readCss: (href: string) => string,
): MergedStylesheet {
  const css = hrefs
    .map((href) => {
      const text = readCss(href);
      const problem = unmergeableCss(text);
      if (problem !== null) {
        throw new Error(
          `${href} cannot be merged with the page's other stylesheets: ${problem}. Leave it out in src/content/export/mergedStylesheets.ts.`,
        );
      }
      return text.endsWith('\n') ? text : `${text}\n`;
    })
    .join('');
  const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 16);
  return { href: `${MERGED_PREFIX}${hash}.css`, css };
}

/**
 * The page with its chunk stylesheets merged, and the merged file (`fileOf`: mergedFile, or a
 * cache of it, as pages share their stylesheets); null when it has fewer than two, or when they
 * are not one run of stylesheets (another sits between them, whose order against them would
 * change).
 */
export function mergeStylesheets(
  html: string,
  fileOf: (hrefs: readonly string[]) => MergedStylesheet,
): StylesheetMerge | null {
  const headEnd = html.indexOf('</head>');
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  if (head.includes(`<script id="${MERGED_SCRIPT_ID}">`)) {
    return null;
  }
  const links = [...head.matchAll(STYLESHEET_LINK)];
  const chunkIndexes = links
    .map((match, index) => (isChunkCss(hrefOf(match[0])) ? index : -1))
    .filter((index) => index !== -1);
  if (chunkIndexes.length < 2) {
    return null;
  }
  const contiguous = chunkIndexes.every(
    (index, at) => at === 0 || index === chunkIndexes[at - 1] + 1,
  );
  if (!contiguous) {
    return null;
  }
  const chunks = chunkIndexes.map((index) => links[index]);
  const hrefs = chunks.map((match) => hrefOf(match[0]) as string);
  const merged = fileOf(hrefs);

  // From the last match back, so the earlier indexes stay right; the script goes before the
  // first stylesheet, where it runs at once (after one, it would wait for it to load).
  let rewritten = html;
  for (let at = chunks.length - 1; at >= 0; at -= 1) {
    const match = chunks[at];
    const start = match.index ?? 0;
    const replacement = at === 0 ? `<link rel="stylesheet" href="${merged.href}"/>` : '';
    rewritten = rewritten.slice(0, start) + replacement + rewritten.slice(start + match[0].length);
  }
  const firstStylesheet = links[0].index ?? 0;
  rewritten =
    rewritten.slice(0, firstStylesheet) +
    placeholderScript(hrefs) +
    rewritten.slice(firstStylesheet);
  const mergedHrefs = new Set(hrefs);
  rewritten = rewritten.replace(PRELOAD_LINK, (tag) =>
    /\bas="style"/.test(tag) && mergedHrefs.has(hrefOf(tag) ?? '') ? '' : tag,
  );
  return { html: rewritten, merged };
}
