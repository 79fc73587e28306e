/**
 * The Material Icons finder's figures (docs/performance.md#the-icon-finder), in Chromium over the
 * export: what the index weighs (gzip, as a host serves it), what the drawings of its first screen
 * weigh (the files fetched when the finder comes into view, before any search), and the time from
 * a key press in its box to the results of that query on screen (median over a typed word).
 * Budgets: bench/budgets.json `iconFinder`.
 */
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const ICON_FINDER_PAGE = '/material-ui/material-icons/';
/** Typed one key at a time: every prefix is a different query with results. */
const TYPED = 'shopping';

export interface IconFinderFigures {
  indexKiB: number;
  firstScreenKiB: number;
  keystrokeMs: number;
  firstScreenFiles: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export async function measureIconFinder(baseUrl: string): Promise<IconFinderFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const files: { path: string; gzipBytes: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/material-icons/')) return;
      pending.push(
        response
          .body()
          .then((body) => {
            files.push({ path, gzipBytes: zlib.gzipSync(body).length });
          })
          .catch(() => undefined),
      );
    });
    await page.goto(new URL(ICON_FINDER_PAGE, baseUrl).href, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ timeout: 30_000 });
    const finder = page.getByRole('region', { name: 'Material Icons finder' });
    await finder.scrollIntoViewIfNeeded();
    await finder.locator('button[data-icon-module] svg path').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const index = files.find((file) => file.path.endsWith('/index.json'));
    if (!index) throw new Error(`The finder on ${ICON_FINDER_PAGE} downloaded no index.json`);
    const drawings = files.filter((file) => !file.path.endsWith('/index.json'));

    const box = finder.getByRole('searchbox');
    await box.focus();
    const times: number[] = [];
    for (let typed = 1; typed <= TYPED.length; typed += 1) {
      const query = TYPED.slice(0, typed);
      await page.evaluate((expected) => {
        const status = document.querySelector('[data-answered-query]');
        if (!status) throw new Error('The finder shows no results');
        const timing = { down: 0, shown: 0 };
        Object.assign(window, { __iconTiming: timing });
        document.addEventListener('keydown', () => (timing.down = performance.now()), {
          capture: true,
          once: true,
        });
        const observer = new MutationObserver(() => {
          if (status.getAttribute('data-answered-query') === expected) {
            observer.disconnect();
            // On screen: after the next frame is painted.
            requestAnimationFrame(() => setTimeout(() => (timing.shown = performance.now()), 0));
          }
        });
        observer.observe(status, { attributes: true });
      }, query);
      await page.keyboard.press(TYPED[typed - 1]);
      await page.waitForFunction(
        () => (window as unknown as { __iconTiming: { shown: number } }).__iconTiming.shown > 0,
        undefined,
        { timeout: 10_000 },
      );
      times.push(
        await page.evaluate(() => {
          const { down, shown } = (
            window as unknown as { __iconTiming: { down: number; shown: number } }
          ).__iconTiming;
          return shown - down;
        }),
      );
    }
    return {
      indexKiB: index.gzipBytes / 1024,
      firstScreenKiB: drawings.reduce((total, file) => total + file.gzipBytes, 0) / 1024,
      keystrokeMs: median(times),
      firstScreenFiles: drawings.map((file) => file.path),
    };
  } finally {
    await browser.close();
  }
}
