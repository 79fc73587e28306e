/**
 * Paint first, then load scripts: an exported page's deferred Next.js scripts are replaced by a
 * small loader at the end of <body> that adds them, in their order, once the browser has painted
 * the page's first contentful frame.
 *
 * The HTML is the complete page; its scripts only hydrate it. With plain `defer` they compete for
 * the network with the HTML, stylesheet and fonts the first paint needs, and a browser that
 * already has them (a repeat visit, a fast network) evaluates them and hydrates before it paints,
 * so the reader waits for JavaScript to see text that was already there. Lighthouse's simulated
 * slow phone counts both against First and Largest Contentful Paint. A hidden tab, which never
 * paints, loads the scripts at once.
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

/** How long the loader waits for a first paint that never comes (an empty or broken page). */
export const PAINT_TIMEOUT_MS = 3000;

/**
 * The loader, minified by hand. It appends each script with async=false, which keeps their
 * order, once the browser reports its first contentful paint; a hidden tab, which never paints,
 * runs them at once, and so does a browser without paint timing after one frame.
 */
export function loaderScript(urls: string[]): string {
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return (
    `<script id="${LOADER_ID}">(function(u){var d=document,w=window,done=0;` +
    `function run(){if(done)return;done=1;u.forEach(function(s){var e=d.createElement('script');` +
    `e.src=s;e.async=false;d.body.appendChild(e)})}` +
    `function soon(){setTimeout(run,0)}` +
    `if(d.visibilityState==='hidden'){run();return}` +
    `d.addEventListener('visibilitychange',run);setTimeout(run,${PAINT_TIMEOUT_MS});` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)soon()})` +
    `.observe({type:'paint',buffered:true})}catch(x){w.requestAnimationFrame?w.requestAnimationFrame(soon):soon()}` +
    `})(${list})</script>`
  );
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
  const end = rewritten.lastIndexOf('</body>');
  return `${rewritten.slice(0, end)}${loaderScript(urls)}${rewritten.slice(end)}`;
}

/** The script URLs a rewritten page's loader adds, in order (none for a page without one). */
export function loaderScriptUrls(html: string): string[] {
  const start = html.indexOf(`<script id="${LOADER_ID}">`);
  if (start === -1) {
    return [];
  }
  const end = html.indexOf('</script>', start);
  const list = /\}\)\((\[[^\]]*\])\)$/.exec(html.slice(start, end));
  return list ? (JSON.parse(list[1].replace(/\\u003c/g, '<')) as string[]) : [];
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
