/**
 * Paint first, then load scripts: an exported page's deferred Next.js scripts are replaced by a
 * small loader at the end of <head> that starts downloading them once the browser has painted the
 * page's first contentful frame, and adds them, in their order, once the HTML is parsed. In
 * <head>, it hears of that paint while the rest of a long page is still being parsed and laid
 * out: at the end of <body> it heard only after, half a second later on a slow phone's Button page.
 *
 * The HTML is the complete page; its scripts only hydrate it. With plain `defer` they compete for
 * the network with the HTML, stylesheet and fonts the first paint needs, and a browser that
 * already has them (a repeat visit, a fast network) evaluates them and hydrates before it paints,
 * so the reader waits for JavaScript to see text that was already there. Lighthouse's simulated
 * slow phone counts both against First and Largest Contentful Paint. A hidden tab, which never
 * paints, loads the scripts at once.
 *
 * Next's build and SSG manifests (`_buildManifest.js`, `_ssgManifest.js`) wait longer, for
 * `<html data-hydrated>`: hydrating the page does not read them, only loading another route does,
 * and Next's router waits for them then. They were 3.8 KiB of gzip that every page downloaded and
 * ran before it was interactive (docs/performance.md#what-a-page-loads-before-it-is-interactive).
 * The middleware manifest stays: the router's constructor reads it, and fails without it.
 */

/** A script element without content, as `next build` writes its external scripts. */
const EXTERNAL_SCRIPT = /<script\b([^>]*)><\/script>/g;
const ATTRIBUTE = /([a-z-]+)(?:="([^"]*)")?/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) {
    attributes.set(name, value ?? '');
  }
  return attributes;
}

/** The URL of a Next.js chunk script, whatever its attribute order, or null for any other script. */
function nextScriptUrl(attributes: Map<string, string>): string | null {
  const src = attributes.get('src');
  return src !== undefined && src.startsWith('/_next/') ? src : null;
}

/**
 * A deferred Next.js script this step may move: `src` under /_next/ and `defer`, and nothing that
 * would change how it runs (async, a module type, nomodule, an integrity hash).
 */
function isMovable(attributes: Map<string, string>): boolean {
  return (
    nextScriptUrl(attributes) !== null &&
    attributes.has('defer') &&
    [...attributes.keys()].every((name) => name === 'src' || name === 'defer')
  );
}

/** Marks a page this step has already rewritten, so running it twice changes nothing. */
export const LOADER_ID = 'paint-first-scripts';

/** The loader of the scripts that wait until the page has hydrated. */
export const AFTER_HYDRATION_LOADER_ID = 'after-hydration-scripts';

/** How long the second loader waits for a hydration that never comes. */
export const HYDRATION_TIMEOUT_MS = 10_000;

/** Next's manifests that only loading another route reads. */
const AFTER_HYDRATION = /\/_(?:buildManifest|ssgManifest)\.js$/;

/** How long the loader waits for a first paint that never comes (an empty or broken page). */
export const PAINT_TIMEOUT_MS = 3000;

/**
 * The loader, minified by hand. Once the browser reports its first contentful paint it preloads
 * the scripts, and once the HTML is parsed it appends each with async=false, which keeps their
 * order (a script run before the parser has reached `__NEXT_DATA__` would find no page data). A
 * hidden tab, which never paints, runs them once parsed, and so does a browser without paint
 * timing after one frame.
 */
export function loaderScript(urls: string[]): string {
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return (
    `<script id="${LOADER_ID}">(function(u){var d=document,w=window,done=0,warm=0;` +
    `function preload(){if(warm)return;warm=1;u.forEach(function(s){var l=d.createElement('link');` +
    `l.rel='preload';l.as='script';l.href=s;d.head.appendChild(l)})}` +
    `function run(){if(done)return;done=1;u.forEach(function(s){var e=d.createElement('script');` +
    `e.src=s;e.async=false;d.body.appendChild(e)})}` +
    `function parsed(f){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',f);else f()}` +
    `function go(){preload();parsed(run)}` +
    `function soon(){preload();parsed(function(){setTimeout(run,0)})}` +
    `if(d.visibilityState==='hidden'){parsed(run);return}` +
    `d.addEventListener('visibilitychange',go);setTimeout(go,${PAINT_TIMEOUT_MS});` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)soon()})` +
    `.observe({type:'paint',buffered:true})}catch(x){w.requestAnimationFrame?w.requestAnimationFrame(soon):soon()}` +
    `})(${list})</script>`
  );
}

/**
 * The second loader, minified by hand: it appends its scripts once `<html>` has the hydrated mark
 * (src/components/layout/HydratedMark.tsx), at the latest after HYDRATION_TIMEOUT_MS.
 */
export function afterHydrationLoaderScript(urls: string[]): string {
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return (
    `<script id="${AFTER_HYDRATION_LOADER_ID}">(function(u){var d=document,r=d.documentElement,done=0;` +
    `function run(){if(done)return;done=1;u.forEach(function(s){var e=d.createElement('script');` +
    `e.src=s;e.async=false;d.body.appendChild(e)})}` +
    `function marked(){return r.hasAttribute('data-hydrated')}` +
    `if(marked()){run();return}setTimeout(run,${HYDRATION_TIMEOUT_MS});` +
    `try{new MutationObserver(function(){if(marked())run()})` +
    `.observe(r,{attributes:true,attributeFilter:['data-hydrated']})}catch(x){run()}` +
    `})(${list})</script>`
  );
}

/** `html` with `insert` at `at`. */
function insertAt(html: string, at: number, insert: string): string {
  return `${html.slice(0, at)}${insert}${html.slice(at)}`;
}

/**
 * Rewrites one exported HTML page. Returns null when the page has no deferred Next.js script
 * or has been rewritten already.
 */
export function paintFirstScripts(html: string): string | null {
  if (html.includes(`id="${LOADER_ID}"`) || !html.includes('</body>')) {
    return null;
  }
  const urls: string[] = [];
  const rewritten = html.replace(EXTERNAL_SCRIPT, (tag, attributeText: string) => {
    const attributes = attributesOf(attributeText);
    if (!isMovable(attributes)) {
      return tag;
    }
    urls.push(attributes.get('src') ?? '');
    return '';
  });
  if (urls.length === 0) {
    return null;
  }
  const first = urls.filter((url) => !AFTER_HYDRATION.test(url));
  const later = urls.filter((url) => AFTER_HYDRATION.test(url));
  // The first `</head>` is the head's own (markup in the body is escaped, page data too).
  const headEnd = rewritten.indexOf('</head>');
  const withFirst = insertAt(
    rewritten,
    headEnd === -1 ? rewritten.lastIndexOf('</body>') : headEnd,
    loaderScript(first),
  );
  return later.length > 0
    ? insertAt(withFirst, withFirst.lastIndexOf('</body>'), afterHydrationLoaderScript(later))
    : withFirst;
}

function urlsOfLoader(html: string, id: string): string[] {
  const start = html.indexOf(`<script id="${id}">`);
  if (start === -1) {
    return [];
  }
  const end = html.indexOf('</script>', start);
  const list = /\}\)\((\[[^\]]*\])\)$/.exec(html.slice(start, end));
  return list ? (JSON.parse(list[1].replace(/\\u003c/g, '<')) as string[]) : [];
}

/**
 * The script URLs a rewritten page's loaders add, in order: after the first paint, then after
 * hydration (none for a page without them).
 */
export function loaderScriptUrls(html: string): string[] {
  return [...urlsOfLoader(html, LOADER_ID), ...urlsOfLoader(html, AFTER_HYDRATION_LOADER_ID)];
}

/**
 * The Next.js scripts a page still loads by itself, outside the loader: none on a page this step
 * rewrote. The export step fails on a page that has any, since a change in how Next writes its
 * scripts would otherwise leave every page loading them before its first paint, unnoticed.
 */
export function scriptsLeftInPlace(html: string): string[] {
  const left: string[] = [];
  for (const [, attributeText] of html.matchAll(EXTERNAL_SCRIPT)) {
    const url = nextScriptUrl(attributesOf(attributeText));
    if (url !== null) {
      left.push(url);
    }
  }
  return left;
}
