/**
 * Gate: layout. Every page kind (home, guide, component, API, data grid, Joy, bad input, blog,
 * 404) in light and dark, left to right and right to left, at 360, 390, 768 and 1280 px: the
 * header is one row (at most 64 px), the page never scrolls sideways, no two controls overlap and
 * no control covers text. In right-to-left, the shell painted with its scripts blocked stands
 * where the hydrated shell does, within 2 px. One page per look and kind is loaded once and
 * resized through the widths; a screenshot of each combination goes to layout-screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import {
  LAYOUT_LOOKS,
  LAYOUT_WIDTHS,
  layoutPages,
  screenshotName,
} from '../../scripts/gates/layoutPlan';
import { landmarkDifferences, layoutProblems } from '../../scripts/gates/layoutChecks';
import type { Landmark } from '../../scripts/gates/layoutChecks';
import { settle, sitemapPaths } from './support/cleanLoad';
import { blockScripts, measureLandmarks, measureLayout, resize } from './support/layout';

/** Where a person looks at the pages after a run (gitignored). */
export const SCREENSHOT_DIR = path.resolve('layout-screenshots');
/** Full-page screenshots stop here: enough to see the shell and the first screens of content. */
const SCREENSHOT_MAX_HEIGHT = 4000;

type Look = (typeof LAYOUT_LOOKS)[number];

/**
 * API pages open in the table layout in light looks (the widest) and the expanded list in dark
 * ones: the list is what the page paints before its scripts, so the right-to-left comparison
 * includes the API entries there.
 */
function apiLayoutFor(look: Look): 'table' | 'expanded' {
  return look.mode === 'light' ? 'table' : 'expanded';
}

async function openLook(browser: Browser, baseURL: string, look: Look): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    colorScheme: look.mode,
    reducedMotion: 'reduce',
    viewport: { width: LAYOUT_WIDTHS[0], height: 800 },
  });
  await context.addInitScript(
    ({ mode, direction, api }) => {
      try {
        window.localStorage.setItem('mui-mode', mode);
        window.localStorage.setItem('mui-direction', direction);
        for (const section of ['props', 'slots', 'classes', 'css']) {
          window.localStorage.setItem(`apiPage_${section}`, api);
        }
      } catch {
        // Without storage the page shows its defaults.
      }
    },
    { mode: look.mode, direction: look.direction, api: apiLayoutFor(look) },
  );
  return context.newPage();
}

async function screenshot(page: Page, file: string, fullPage: boolean): Promise<void> {
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, file),
    fullPage,
    clip: fullPage
      ? { x: 0, y: 0, width, height: Math.min(height, SCREENSHOT_MAX_HEIGHT) }
      : undefined,
    animations: 'disabled',
  });
}

const plan = layoutPages(sitemapPaths());

test.beforeAll(() => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

for (const look of LAYOUT_LOOKS) {
  for (const { kind, path: url } of plan) {
    test(`${kind} ${url} (${look.mode} ${look.direction})`, async ({ browser, baseURL }) => {
      if (!baseURL) {
        throw new Error('The layout gate needs the baseURL of the site');
      }
      const problems: string[] = [];
      const hydratedLandmarks = new Map<number, Landmark[]>();

      const page = await openLook(browser, baseURL, look);
      try {
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        if (look.direction === 'rtl') {
          // The right-to-left styles arrive after hydration, with their own chunk.
          await page
            .locator('style[data-emotion^="muirtl"]')
            .first()
            .waitFor({ state: 'attached' });
        }
        await settle(page);
        for (const width of LAYOUT_WIDTHS) {
          await resize(page, width);
          const snapshot = await measureLayout(page);
          problems.push(...layoutProblems(snapshot).map((problem) => `${width} px: ${problem}`));
          if (look.direction === 'rtl') {
            hydratedLandmarks.set(width, await measureLandmarks(page));
          }
          await screenshot(page, screenshotName(width, kind, look), true);
        }
      } finally {
        await page.context().close();
      }

      if (look.direction === 'rtl') {
        const before = await openLook(browser, baseURL, look);
        try {
          await blockScripts(before);
          await before.goto(url, { waitUntil: 'load' });
          await before.evaluate(() => document.fonts.ready.then(() => undefined));
          for (const width of LAYOUT_WIDTHS) {
            await resize(before, width);
            const differences = landmarkDifferences(
              await measureLandmarks(before),
              hydratedLandmarks.get(width) ?? [],
            );
            problems.push(...differences.map((difference) => `${width} px, RTL: ${difference}`));
            await screenshot(before, screenshotName(width, kind, look, '-before-scripts'), false);
          }
        } finally {
          await before.context().close();
        }
      }

      expect(
        problems,
        [
          `${problems.length} layout problem(s) on ${url} (${look.mode} ${look.direction}):`,
          ...problems,
        ].join('\n  '),
      ).toEqual([]);
    });
  }
}
