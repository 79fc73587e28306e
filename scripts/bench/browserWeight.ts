/**
 * What a page's JavaScript weighs as the browser downloads it (docs/performance.md#how-each-figure-is-measured):
 * the page loaded in Chromium with an empty cache, every script it requests from the start of the
 * navigation until `<html data-hydrated>` (the figure the page-weight budgets apply to), and
 * separately every script requested after that until five seconds of network quiet (prefetching,
 * lazily loaded parts). Each is counted as gzip level 9 of the exported file, as
 * `scripts/bench/pageWeight.ts` counts the scripts an HTML references (kept as a diagnostic): the
 * chunks a page imports while it hydrates are in neither its HTML nor that figure.
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
  /** Requested afterwards, each once, none of the first list. */
  after: string[];
}

/** Splits a page's script requests at the moment it became interactive. */
export function splitAtInteractive(
  requests: readonly ScriptRequest[],
  interactiveMs: number,
): ScriptSplit {
  const interactive = new Set<string>();
  const after = new Set<string>();
  for (const request of [...requests].sort((a, b) => a.startMs - b.startMs)) {
    if (request.startMs <= interactiveMs) interactive.add(request.path);
    else if (!interactive.has(request.path)) after.add(request.path);
  }
  return { interactive: [...interactive], after: [...after] };
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
  /** Scripts requested in the five quiet seconds after, gzip KiB. */
  afterKiB: number;
  interactive: string[];
  after: string[];
  /** From the start of the navigation to `<html data-hydrated>`. */
  interactiveMs: number;
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
    await page.addInitScript(`${LARGE_TIMING_BUFFER}${HYDRATION_CLOCK}`);
    await page.goto(new URL(pagePath, baseUrl).href);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(quietMs);
    await page.waitForLoadState('networkidle');
    const interactiveMs = await page.evaluate(
      () => (window as unknown as { __hydratedAt: number }).__hydratedAt,
    );
    // Same-origin `.js` requests, from the page's resource timing (inline: the page runs it).
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: new URL(entry.name), startMs: entry.startTime }))
        .filter(({ url }) => url.origin === location.origin && url.pathname.endsWith('.js'))
        .map(({ url, startMs }) => ({ path: url.pathname, startMs })),
    );
    const split = splitAtInteractive(requests, interactiveMs);
    const sizeOf = exportedGzipSizer(outDir);
    const kib = (paths: string[]) => paths.reduce((sum, p) => sum + sizeOf(p), 0) / 1024;
    return {
      page: pagePath,
      interactiveKiB: kib(split.interactive),
      afterKiB: kib(split.after),
      interactive: split.interactive,
      after: split.after,
      interactiveMs,
    };
  } finally {
    await context.close();
  }
}
