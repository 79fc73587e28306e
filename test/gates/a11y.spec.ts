/**
 * Gate: accessibility. axe-core (WCAG 2.0/2.1 A and AA) on one page of every kind in light left
 * to right and dark right to left, and in Chinese (AXE_VARIANTS): zero violations. Each of these
 * loads is also held to the clean-loads rules (loads.spec.ts adds the kinds' other variant). The
 * search dialog, drawn by the shell's own CSS, is checked open with results in each variant too.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  AXE_VARIANTS,
  NOT_FOUND,
  describeVariant,
  gatePlan,
  localized,
} from '../../scripts/gates/pageSet';
import { axeFindings, formatFindings } from './support/axe';
import { contractNames } from './support/contractNames';
import { contextFor, formatLoadProblems, openAndWatch, sitemapPaths } from './support/cleanLoad';

type AxeVariant = (typeof AXE_VARIANTS)[number];

/** Opens `url` in a fresh context of `variant`, holds its load to the clean-loads rules, runs `check`. */
async function onCleanPage(
  browser: Browser,
  baseURL: string | undefined,
  variant: AxeVariant,
  url: string,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await contextFor(browser, baseURL ?? '', variant);
  try {
    const page = await context.newPage();
    const problems = await openAndWatch(page, url);
    expect(problems, formatLoadProblems(url, problems)).toEqual([]);
    await check(page);
  } finally {
    await context.close();
  }
}

const plan = gatePlan(sitemapPaths(), 0);
const KINDS = [...plan.kinds, NOT_FOUND];

for (const { kind, path } of KINDS) {
  for (const variant of AXE_VARIANTS) {
    const url = kind === NOT_FOUND.kind ? path : localized(path, variant.language);
    test(`axe: ${kind} ${url} (${describeVariant(variant)})`, async ({ browser, baseURL }) => {
      await onCleanPage(browser, baseURL, variant, url, async (page) => {
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', variant.mode);
        await expect(page.locator('html')).toHaveAttribute('dir', variant.direction);
        const findings = await axeFindings(page);
        expect(findings, formatFindings(url, findings)).toEqual([]);
      });
    });
  }
}

const SEARCH_PAGE = '/material-ui/getting-started/installation/';

for (const variant of AXE_VARIANTS) {
  const url = localized(SEARCH_PAGE, variant.language);
  test(`axe: the search dialog with results on ${url} (${describeVariant(variant)})`, async ({
    browser,
    baseURL,
  }) => {
    await onCleanPage(browser, baseURL, variant, url, async (page) => {
      // Ctrl+K opens it in either language (the button's name is translated).
      await page.locator('body').press('Control+k');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('searchbox').fill('button');
      await expect(dialog.getByRole('listbox')).toHaveAttribute('data-answered-query', 'button');
      await expect(dialog.locator('mark').first()).toBeVisible();
      const findings = await axeFindings(page);
      expect(findings, formatFindings(`${url} (search dialog)`, findings)).toEqual([]);
    });
  });
}

const ICONS_PAGE = '/material-ui/material-icons/?query=delete&theme=Outlined';

for (const variant of AXE_VARIANTS) {
  const url = localized(ICONS_PAGE, variant.language);
  test(`axe: the Material Icons finder with results and an icon's dialog on ${url} (${describeVariant(variant)})`, async ({
    browser,
    baseURL,
  }) => {
    await onCleanPage(browser, baseURL, variant, url, async (page) => {
      const icon = page.locator('button[data-icon-module="DeleteOutlined"]');
      await expect(icon.locator('svg path').first()).toBeAttached();
      const results = await axeFindings(page);
      expect(results, formatFindings(`${url} (icon finder)`, results)).toEqual([]);
      await icon.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const dialog = await axeFindings(page);
      expect(dialog, formatFindings(`${url} (icon dialog)`, dialog)).toEqual([]);
    });
  });
}

const API_PAGE = '/material-ui/api/button/';

for (const variant of AXE_VARIANTS) {
  const url = localized(API_PAGE, variant.language);
  test(`axe: the API table layout with folded and unfolded types on ${url} (${describeVariant(variant)})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await contextFor(browser, baseURL ?? '', variant);
    try {
      // The layout a reader saved (docs/product-rules.md#preferences-and-storage-keys: localStorage apiPage_<section>).
      await context.addInitScript(() => window.localStorage.setItem('apiPage_props', 'table'));
      const page = await context.newPage();
      const problems = await openAndWatch(page, url);
      expect(problems, formatLoadProblems(url, problems)).toEqual([]);
      const row = page.locator('tr#prop-color');
      await row.locator('button[aria-expanded="false"]').click();
      await expect(row.locator('button[aria-expanded="true"]')).toBeVisible();
      await expect(page.locator('button[aria-expanded="false"]').first()).toBeVisible();
      const findings = await axeFindings(page);
      expect(findings, formatFindings(`${url} (table layout)`, findings)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

// A component page's playground, loaded with a shared choice, in every variant: its controls,
// its preview in the area's theme, and its code. The Material UI page is checked whole; on Joy
// UI's pages, the demos that scrolling to the playground brings into view have findings of their
// own (the Button page's loading and upload demos, the Chip page's disabled chip), so there the
// check covers the playground section.
const PLAYGROUND_SECTION = 'section[aria-labelledby="playground"]';
const PLAYGROUND_PAGES = [
  {
    pageUrl: '/material-ui/react-button/#playground?variant=outlined&color=error',
    scope: undefined,
  },
  {
    pageUrl: '/joy-ui/react-chip/#playground?variant=solid&color=danger',
    scope: PLAYGROUND_SECTION,
  },
];

for (const variant of AXE_VARIANTS) {
  for (const { pageUrl, scope } of PLAYGROUND_PAGES) {
    const url = localized(pageUrl, variant.language);
    test(`axe: the playground on ${url} (${describeVariant(variant)})`, async ({
      browser,
      baseURL,
    }) => {
      await onCleanPage(browser, baseURL, variant, url, async (page) => {
        const section = page.locator(PLAYGROUND_SECTION);
        await expect(section.locator('[data-playground-code]')).toContainText('color=');
        const findings = await axeFindings(page, scope);
        expect(findings, formatFindings(`${url} (playground)`, findings)).toEqual([]);
      });
    });
  }
}

// A demo being edited (the live editor, with an error under it) and a framed demo (axe reads the
// frame too), in every variant.
const EDITING_PAGE = '/material-ui/react-button/';
const FRAMED_PAGE = '/material-ui/react-app-bar/';

for (const variant of AXE_VARIANTS) {
  const url = localized(EDITING_PAGE, variant.language);
  test(`axe: a demo being edited, with an error, on ${url} (${describeVariant(variant)})`, async ({
    browser,
    baseURL,
  }) => {
    await onCleanPage(browser, baseURL, variant, url, async (page) => {
      const region = page.locator('section#BasicButtons');
      await region.locator('.demo-toolbar button[aria-expanded="false"]').first().click();
      await region.locator('.demo-code-editable').click();
      const box = region.locator('textarea.demo-editor-input');
      await expect(box).toBeFocused();
      await box.fill(`${await box.inputValue()}\n<`);
      await expect(region.locator('.demo-editor-error')).toBeVisible();
      const findings = await axeFindings(page);
      expect(findings, formatFindings(`${url} (editing a demo)`, findings)).toEqual([]);
    });
  });

  const framedUrl = localized(FRAMED_PAGE, variant.language);
  test(`axe: a framed demo on ${framedUrl} (${describeVariant(variant)})`, async ({
    browser,
    baseURL,
  }) => {
    await onCleanPage(browser, baseURL, variant, framedUrl, async (page) => {
      const frame = page.locator('section#FramedFixedAppBar iframe.demo-iframe');
      await expect(frame).toBeVisible();
      await expect(
        page.frameLocator('section#FramedFixedAppBar iframe.demo-iframe').locator('header'),
      ).toBeVisible();
      await expect(
        page.frameLocator('section#FramedFixedAppBar iframe.demo-iframe').locator('html'),
      ).toHaveAttribute('dir', variant.direction);
      const findings = await axeFindings(page);
      expect(findings, formatFindings(`${framedUrl} (framed demo)`, findings)).toEqual([]);
    });
  });
}

// The controls around the content, open: the what's new menu, the page feedback with its
// comment box, and Back to top at the end of the page, in every variant.
const CHROME_PAGE = '/material-ui/react-button/';

for (const variant of AXE_VARIANTS) {
  const url = localized(CHROME_PAGE, variant.language);
  test(`axe: what's new, page feedback and back to top on ${url} (${describeVariant(variant)})`, async ({
    browser,
    baseURL,
  }) => {
    await onCleanPage(browser, baseURL, variant, url, async (page) => {
      const feedback = page.locator('section.page-feedback');
      await feedback.locator('button[aria-pressed]').first().click();
      await expect(feedback.locator('textarea')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.locator('.back-to-top')).toBeVisible();
      const feedbackFindings = await axeFindings(page);
      expect(feedbackFindings, formatFindings(`${url} (page feedback)`, feedbackFindings)).toEqual(
        [],
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      const whatsNew = contractNames(variant.language).whatsNew;
      await page.getByRole('banner').getByRole('button', { name: whatsNew, exact: true }).click();
      await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
      const menuFindings = await axeFindings(page);
      expect(menuFindings, formatFindings(`${url} (what's new)`, menuFindings)).toEqual([]);
    });
  });
}
