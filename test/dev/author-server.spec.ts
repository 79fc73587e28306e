/**
 * The author's server: `npm run dev` as an author starts it (playwright.dev.config.ts), with the
 * generators beside it and Next's dev server as patches/ leaves it. The component
 * page must hydrate with its live demos, and every part of the shell that loads on demand (the
 * settings drawer, the menus, the search dialog, the phone's navigation drawer) must open, with
 * nothing in the author's console: the end-to-end tests check the same on the exported site only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DATA_DIR } from '@/content/contentPaths';
import { DEV_DEMO_FOLDERS_FILE, readDevDemoFolders } from '@/content/demos/devDemoFolders';
import { demoFilesIn } from '@/content/demos/demoFiles';
import { expect, test } from '../e2e/support/fixtures';
import { waitForHydration } from '../e2e/support/site';

const COMPONENT_PAGE = '/material-ui/react-button/';

async function open(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(COMPONENT_PAGE);
  await waitForHydration(page);
}

test('the component page hydrates with its live demos (docs/upgrading.md#the-dev-server)', async ({
  page,
}) => {
  await open(page, 1280);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
  // The live demo of BasicButtons, rendered by the installed @mui/material.
  await expect(main.getByRole('button', { name: 'Contained', exact: true }).first()).toBeVisible();
  await main.getByRole('button', { name: 'Show code' }).first().click();
  await expect(main.getByRole('button', { name: 'Hide code' }).first()).toBeVisible();
});

test('the settings drawer opens and sets the colour mode', async ({ page }) => {
  await open(page, 1280);
  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog');
  const dark = drawer.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Dark' });
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
});

test('the product switcher and the language menu open', async ({ page }) => {
  await open(page, 1280);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Material UI/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await header.getByRole('button', { name: 'Language', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
});

test('search opens its dialog', async ({ page }) => {
  await open(page, 1280);
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('searchbox')).toBeVisible();
});

test('on a phone, the navigation drawer opens', async ({ page }) => {
  await open(page, 390);
  await page.getByRole('button', { name: 'Open navigation', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Products', exact: true })).toBeVisible();
});

/**
 * Waits until the page's demos have arrived: no demo still says it is compiling (a first visit's
 * folder comes by a hot update or by the page reloading itself), and a demo box is shown.
 */
async function waitForDemos(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: 'demos of this page' })).toHaveCount(0, {
    timeout: 60_000,
  });
  await expect(main.locator('.demo-preview').first()).toBeVisible();
}

/**
 * A component page whose demo folder the dev registries do not hold yet (the author's first visit
 * to it in this checkout): its props add the folder, and the demos must then show in the open
 * page, by a hot update or by the page reloading itself, without the author doing anything.
 */
function pageNotOpenedYet(): string {
  const opened = new Set(readDevDemoFolders());
  const folder = demoFilesIn(path.join(DATA_DIR, 'material-ui'))
    .map((file) => path.relative(DATA_DIR, path.dirname(file)).split(path.sep).join('/'))
    .find(
      (candidate) =>
        /^material-ui\/react-[^/]+$/.test(candidate) &&
        !opened.has(candidate) &&
        fs.existsSync(path.join(DATA_DIR, `${candidate}.md`)),
    );
  if (folder === undefined) {
    throw new Error(
      `Every Material UI component page is in ${DEV_DEMO_FOLDERS_FILE}: remove that file and run the test again`,
    );
  }
  return `/${folder}/`;
}

test('a page opened for the first time shows its demos without a reload by the author (docs/upgrading.md#the-dev-server)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(pageNotOpenedYet());
  await waitForDemos(page);
  // The demo's own components, inside the area scope its box provides.
  await expect(
    page.getByRole('main').locator('.demo-preview [data-demo-area] [class*="Mui"]').first(),
  ).toBeVisible();
  await waitForHydration(page);
});

test("a Base UI page and an MUI X page load with nothing in the author's console", async ({
  page,
}) => {
  // Turbopack's dev manifest names, for some next/dynamic parts, chunks it never writes; the
  // patch of next's dev renderer leaves their preloading scripts out
  // (docs/dependency-patches.md#dynamic-chunks-turbopacks-dev-manifest-names-but-never-writes).
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const pagePath of ['/base-ui/react-badge/', '/x/react-date-pickers/timezone/']) {
    await page.goto(pagePath);
    await waitForDemos(page);
    await waitForHydration(page);
  }
});
