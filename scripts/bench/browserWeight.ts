/**
 * What a page's JavaScript weighs as the browser downloads it (docs/performance.md#how-each-figure-is-measured):
 * the page loaded in Chromium with an empty cache, every script it requests from the start of the
 * navigation until `<html data-hydrated>` (the figure the page-weight budgets apply to); then the
 * scripts requested until its demos have hydrated (each a React root of its own that loads its
 * code once the page is interactive: src/components/docs/island/); and separately every script
 * requested after that until five seconds of network quiet (prefetching, lazily loaded parts).
 * Each is counted as gzip level 9 of the exported file, as `scripts/bench/pageWeight.ts` counts
 * the scripts an HTML references (kept as a diagnostic): the chunks a page imports while it
 * hydrates are in neither its HTML nor that figure.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

/** A script the page requested: its path, and when (ms since the navigation started). */
export interface ScriptRequest {
  path: string;
  startMs: number;
}

export interface ScriptSplit {
  /** Requested before the page was interactive, in order, each once. */
  interactive: string[];
  /** Requested afterwards until its demos had hydrated, each once, none of the first list. */
  demos: string[];
  /** Requested after that, each once, none of the lists before. */
  after: string[];
}

/**
 * Splits a page's script requests at the moment it became interactive and the moment its demos
 * had hydrated (the same moment on a page without demos).
 */
export function splitAtInteractive(
  requests: readonly ScriptRequest[],
  interactiveMs: number,
  demosMs = interactiveMs,
): ScriptSplit {
  const parts = {
    interactive: new Set<string>(),
    demos: new Set<string>(),
    after: new Set<string>(),
  };
  const seen = new Set<string>();
  for (const request of [...requests].sort((a, b) => a.startMs - b.startMs)) {
    if (seen.has(request.path)) continue;
    seen.add(request.path);
    if (request.startMs <= interactiveMs) parts.interactive.add(request.path);
    else if (request.startMs <= demosMs) parts.demos.add(request.path);
    else parts.after.add(request.path);
  }
  return { interactive: [...parts.interactive], demos: [...parts.demos], after: [...parts.after] };
}

/** gzip -9 of exported files by URL path, each read once; an unknown path is an error. */
export function exportedGzipSizer(outDir: string): (urlPath: string) => number {
  const sizes = new Map<string, number>();
  return (urlPath) => {
    const known = sizes.get(urlPath);
    if (known !== undefined) return known;
    const root = path.resolve(outDir);
    const file = path.join(root, decodeURIComponent(urlPath));
    if (!file.startsWith(`${root}${path.sep}`) || !fs.existsSync(file)) {
      throw new Error(
        `The page requested ${urlPath}, which is not a file of ${outDir}: rebuild the site (npm run build) and measure again`,
      );
    }
    const size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    sizes.set(urlPath, size);
    return size;
  };
}

export interface BrowserWeight {
  page: string;
  /** Scripts requested until the page was interactive, gzip KiB. */
  interactiveKiB: number;
  /** Scripts requested after that until the page's demos had hydrated, gzip KiB. */
  demosKiB: number;
  /** Scripts requested in the five quiet seconds after, gzip KiB. */
  afterKiB: number;
  interactive: string[];
  demos: string[];
  after: string[];
  /** From the start of the navigation to `<html data-hydrated>`. */
  interactiveMs: number;
  /** From the start of the navigation to the last of its demos hydrated (`interactiveMs` without). */
  demosMs: number;
}

/**
 * Records, in the page's own clock, when `<html>` gets the hydrated mark (`window.__hydratedAt`).
 * An init script runs before `<html>` exists, so it watches the document.
 */
export const HYDRATION_CLOCK = `
new MutationObserver((_, observer) => {
  if (document.documentElement && document.documentElement.hasAttribute('data-hydrated')) {
    window.__hydratedAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
`;

/**
 * Records, in the page's own clock, when the page is interactive and every demo island of it has
 * hydrated too (`window.__demosAt`; src/components/docs/island/DemoIsland.tsx).
 */
export const DEMOS_CLOCK = `
new MutationObserver((_, observer) => {
  const root = document.documentElement;
  if (root && root.hasAttribute('data-hydrated') &&
      document.querySelector('[data-demo-island]:not([data-hydrated])') === null) {
    window.__demosAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
`;

/** Keeps every resource timing entry of a page (the browser's buffer holds 250 by default). */
const LARGE_TIMING_BUFFER = 'performance.setResourceTimingBufferSize(5000);';

export async function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Loads `pagePath` once in a fresh context (empty cache) and measures its scripts. */
export async function measureBrowserWeight(
  browser: Browser,
  baseUrl: string,
  outDir: string,
  pagePath: string,
  quietMs = 5000,
): Promise<BrowserWeight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(`${LARGE_TIMING_BUFFER}${HYDRATION_CLOCK}${DEMOS_CLOCK}`);
    await page.goto(new URL(pagePath, baseUrl).href);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForFunction(
      () => (window as unknown as { __demosAt?: number }).__demosAt,
      null,
      {
        timeout: 60_000,
      },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(quietMs);
    await page.waitForLoadState('networkidle');
    const { interactiveMs, demosMs } = await page.evaluate(() => {
      const clocks = window as unknown as { __hydratedAt: number; __demosAt: number };
      return { interactiveMs: clocks.__hydratedAt, demosMs: clocks.__demosAt };
    });
    // Same-origin `.js` requests, from the page's resource timing (inline: the page runs it).
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: new URL(entry.name), startMs: entry.startTime }))
        .filter(({ url }) => url.origin === location.origin && url.pathname.endsWith('.js'))
        .map(({ url, startMs }) => ({ path: url.pathname, startMs })),
    );
    const split = splitAtInteractive(requests, interactiveMs, demosMs);
    const sizeOf = exportedGzipSizer(outDir);
    const kib = (paths: string[]) => paths.reduce((sum, p) => sum + sizeOf(p), 0) / 1024;
    return {
      page: pagePath,
      interactiveKiB: kib(split.interactive),
      demosKiB: kib(split.demos),
      afterKiB: kib(split.after),
      interactive: split.interactive,
      demos: split.demos,
      after: split.after,
      interactiveMs,
      demosMs,
    };
  } finally {
    await context.close();
  }
}
