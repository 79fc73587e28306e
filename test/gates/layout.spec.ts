/**
 * Gate: layout. Every page kind (home, guide, component, API, data grid, Joy, bad input, blog,
 * 404) in the looks of LAYOUT_LOOKS (light LTR, light and dark RTL), at 360, 390, 768 and 1280 px: the
 * header is one row (at most 64 px), the page never scrolls sideways, no two controls overlap and
 * no control covers text. In right-to-left, the shell painted with its scripts blocked stands
 * where the hydrated shell does, within 2 px (both in the fallback font: see withoutWebFonts).
 * Back to top is measured at the end of a long page, and the page feedback with its comment box.
 * One page per look and kind is loaded once and resized through the widths; a screenshot of each
 * combination goes to layout-screenshots/ (not on CI, where no one can look at them, unless
 * LAYOUT_SCREENSHOTS=1).
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
import {
  blockScripts,
  measureLandmarks,
  measureLayout,
  resize,
  withoutWebFonts,
} from './support/layout';

/** Where a person looks at the pages after a run (gitignored). */
export const SCREENSHOT_DIR = path.resolve('layout-screenshots');
/** Screenshots are for a person to look at: on CI (where the log is all that is read) they are
 * skipped, which saves about a fifth of the gate's time. */
const TAKE_SCREENSHOTS = process.env.LAYOUT_SCREENSHOTS === '1' || !process.env.CI;
/** Full-page screenshots stop here: enough to see the shell and the first screens of content. */
const SCREENSHOT_MAX_HEIGHT = 3000;

type Look = (typeof LAYOUT_LOOKS)[number];

/**
 * API pages open in the table layout in light looks (the widest) and the expanded list in dark
 * ones. The expanded list is what a page paints before its scripts, so the right-to-left
 * comparison is made with it.
 */
function apiLayoutFor(look: Look): ApiLayout {
  return look.mode === 'light' ? 'table' : 'expanded';
}

type ApiLayout = 'table' | 'expanded';

/** A page in `look`, its API sections stored in `apiLayout`, not yet navigated. */
async function openLook(
  browser: Browser,
  baseURL: string,
  look: Look,
  apiLayout: ApiLayout,
): Promise<Page> {
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
    { mode: look.mode, direction: look.direction, api: apiLayout },
  );
  const page = await context.newPage();
  if (look.direction === 'rtl') {
    await withoutWebFonts(page);
  }
  return page;
}

/** `url` loaded, hydrated, with its right-to-left styles in place, and its network quiet. */
async function openHydrated(
  browser: Browser,
  baseURL: string,
  look: Look,
  apiLayout: ApiLayout,
  url: string,
): Promise<Page> {
  const page = await openLook(browser, baseURL, look, apiLayout);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  if (look.direction === 'rtl') {
    // The right-to-left styles of MUI components arrive after hydration, with their own chunk.
    // A page without any (the shell is static CSS with logical properties) needs none.
    await page.waitForFunction(
      () =>
        document.querySelector('style[data-emotion^="muirtl"]') !== null ||
        document.querySelector('[class*="css-"]') === null,
    );
  }
  await settle(page);
  return page;
}

/** The landmarks of a hydrated page at each width. */
async function landmarksByWidth(page: Page): Promise<Map<number, Landmark[]>> {
  const byWidth = new Map<number, Landmark[]>();
  for (const width of LAYOUT_WIDTHS) {
    await resize(page, width);
    byWidth.set(width, await measureLandmarks(page));
  }
  return byWidth;
}

async function screenshot(page: Page, file: string, fullPage: boolean): Promise<void> {
  if (!TAKE_SCREENSHOTS) {
    return;
  }
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
      let hydratedLandmarks = new Map<number, Landmark[]>();
      let hasApiEntries = false;

      const page = await openHydrated(browser, baseURL, look, apiLayoutFor(look), url);
      try {
        for (const width of LAYOUT_WIDTHS) {
          await resize(page, width);
          const snapshot = await measureLayout(page);
          problems.push(...layoutProblems(snapshot).map((problem) => `${width} px: ${problem}`));
          if (look.direction === 'rtl') {
            hydratedLandmarks.set(width, await measureLandmarks(page));
          }
          await screenshot(page, screenshotName(width, kind, look), true);
        }
        hasApiEntries = (await page.locator('.api-entry').count()) > 0;
      } finally {
        await page.context().close();
      }

      if (look.direction === 'rtl' && hasApiEntries && apiLayoutFor(look) !== 'expanded') {
        // Compared with the page before its scripts, which paints the expanded list.
        const again = await openHydrated(browser, baseURL, look, 'expanded', url);
        try {
          hydratedLandmarks = await landmarksByWidth(again);
        } finally {
          await again.context().close();
        }
      }

      if (look.direction === 'rtl') {
        const before = await openLook(browser, baseURL, look, 'expanded');
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

// A demo being edited (the live editor with an error under it), the Material Icons finder with
// results and a framed demo, in every look and width: nothing scrolls sideways, overlaps or
// covers text.
const DEMO_STATES = [
  {
    name: 'a demo being edited',
    url: '/material-ui/react-button/',
    prepare: async (page: Page) => {
      const region = page.locator('section#BasicButtons');
      await region.locator('.demo-toolbar button[aria-expanded="false"]').first().click();
      await region.locator('.demo-code-editable').click();
      const box = region.locator('textarea.demo-editor-input');
      await expect(box).toBeFocused();
      await box.fill(`${await box.inputValue()}\n<`);
      await expect(region.locator('.demo-editor-error')).toBeVisible();
      await box.blur();
      // Measured as the other pages are: from the top, where the sticky header is not over text.
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'the page feedback with its comment box open',
    url: '/material-ui/getting-started/installation/',
    prepare: async (page: Page) => {
      const region = page.locator('section.page-feedback');
      await region.locator('button[aria-pressed]').first().click();
      await expect(region.locator('textarea')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'the Material Icons finder with results',
    url: '/material-ui/material-icons/?query=delete&theme=Outlined',
    prepare: async (page: Page) => {
      const icon = page.locator('button[data-icon-module="DeleteOutlined"]');
      await expect(icon.locator('svg path').first()).toBeAttached();
      // A linked search scrolls to the finder: measured from the top, like the other pages.
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'a framed demo',
    url: '/material-ui/react-app-bar/',
    prepare: async (page: Page) => {
      await expect(
        page.frameLocator('section#FramedFixedAppBar iframe.demo-iframe').locator('header'),
      ).toBeVisible();
    },
  },
] as const;

for (const look of LAYOUT_LOOKS) {
  for (const state of DEMO_STATES) {
    test(`${state.name} on ${state.url} (${look.mode} ${look.direction})`, async ({
      browser,
      baseURL,
    }) => {
      if (!baseURL) {
        throw new Error('The layout gate needs the baseURL of the site');
      }
      const page = await openHydrated(browser, baseURL, look, apiLayoutFor(look), state.url);
      const problems: string[] = [];
      try {
        await state.prepare(page);
        for (const width of LAYOUT_WIDTHS) {
          await resize(page, width);
          const snapshot = await measureLayout(page);
          problems.push(...layoutProblems(snapshot).map((problem) => `${width} px: ${problem}`));
        }
      } finally {
        await page.context().close();
      }
      expect(
        problems,
        [
          `${problems.length} layout problem(s) with ${state.name} (${look.mode} ${look.direction}):`,
          ...problems,
        ].join('\n  '),
      ).toEqual([]);
    });
  }
}

// Back to top, shown at the end of a long page: at every width it covers no control and no text
// (the frame keeps room for it below the content). The sticky header is over the content there,
// as it is whenever a page is scrolled, so only what the button itself covers is counted.
const BACK_TO_TOP_PAGE = '/material-ui/react-button/';

for (const look of LAYOUT_LOOKS) {
  test(`back to top at the end of ${BACK_TO_TOP_PAGE} (${look.mode} ${look.direction})`, async ({
    browser,
    baseURL,
  }) => {
    if (!baseURL) {
      throw new Error('The layout gate needs the baseURL of the site');
    }
    const page = await openHydrated(browser, baseURL, look, apiLayoutFor(look), BACK_TO_TOP_PAGE);
    const problems: string[] = [];
    try {
      for (const width of LAYOUT_WIDTHS) {
        await resize(page, width);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const button = page.locator('.back-to-top');
        await expect(button, `Back to top shows at ${width} px`).toBeVisible();
        const label = (await button.getAttribute('aria-label')) ?? '';
        const snapshot = await measureLayout(page);
        problems.push(
          ...layoutProblems(snapshot)
            .filter((problem) => problem.includes(`"${label}"`))
            .map((problem) => `${width} px: ${problem}`),
        );
        await screenshot(page, screenshotName(width, 'back-to-top', look), false);
      }
    } finally {
      await page.context().close();
    }
    expect(
      problems,
      [
        `${problems.length} layout problem(s) with Back to top (${look.mode} ${look.direction}):`,
        ...problems,
      ].join('\n  '),
    ).toEqual([]);
  });
}
