/**
 * First paint to interactive on a slow phone (docs/performance.md#how-each-figure-is-measured):
 * Chromium with its CPU slowed 4× and DevTools' Slow 4G network (562.5 ms round trip, 1.44 Mbit/s
 * down), an empty cache; the time from the first contentful paint to `<html data-hydrated>`, the
 * window in which a reader sees controls that the page's scripts do not answer yet (a click there
 * is held, src/theme/earlyClicks.ts). Median of runs.
 */
import type { Browser } from 'playwright-core';
import { HYDRATION_CLOCK } from './browserWeight';
import { median } from './stats';

/** DevTools' Slow 4G preset, in CDP's units (bytes per second, ms). */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1024 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export interface ThrottledFigures {
  page: string;
  /** Median, ms. */
  firstPaintMs: number;
  interactiveMs: number;
  paintToInteractiveMs: number;
}

async function once(
  browser: Browser,
  url: string,
): Promise<{ firstPaintMs: number; interactiveMs: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(HYDRATION_CLOCK);
    await page.goto(url, { timeout: 120_000 });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 });
    return await page.evaluate(() => ({
      firstPaintMs:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      interactiveMs: (window as unknown as { __hydratedAt: number }).__hydratedAt,
    }));
  } finally {
    await context.close();
  }
}

export async function throttledMedian(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  runs: number,
): Promise<ThrottledFigures> {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await once(browser, new URL(pagePath, baseUrl).href));
  }
  return {
    page: pagePath,
    firstPaintMs: median(results.map((r) => r.firstPaintMs)),
    interactiveMs: median(results.map((r) => r.interactiveMs)),
    paintToInteractiveMs: median(results.map((r) => r.interactiveMs - r.firstPaintMs)),
  };
}
