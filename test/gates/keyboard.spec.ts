/**
 * Gate: keyboard. From the top of a page, Tab reaches the skip link, then the header's
 * controls, then the side navigation; the settings drawer and the search dialog keep focus
 * inside while open and give it back to their button when closed.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { describeVariant, type Variant } from '../../scripts/gates/pageSet';
import { openSettings, settingsButton, settingsDialog } from '../e2e/support/site';
import { contextFor, settle } from './support/cleanLoad';
import { tabOrderProblem, tabSequence } from './support/keyboard';

const PAGES: { url: string; variant: Variant }[] = [
  {
    url: '/material-ui/getting-started/installation/',
    variant: { mode: 'light', direction: 'ltr', language: 'en' },
  },
  { url: '/material-ui/api/button/', variant: { mode: 'dark', direction: 'rtl', language: 'en' } },
];

/** Opens `url` settled in a new context of `variant`, runs `check` on it, then closes the context. */
async function onSettledPage(
  browser: Browser,
  baseURL: string | undefined,
  { url, variant }: (typeof PAGES)[number],
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await contextFor(browser, baseURL ?? '', variant);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await settle(page);
    await check(page);
  } finally {
    await context.close();
  }
}

for (const target of PAGES) {
  const { url, variant } = target;
  test(`Tab order: skip link, header, navigation on ${url} (${describeVariant(variant)})`, async ({
    browser,
    baseURL,
  }) => {
    await onSettledPage(browser, baseURL, target, async (page) => {
      expect(tabOrderProblem(await tabSequence(page))).toBeNull();
    });
  });

  test(`the settings drawer traps focus and returns it on ${url} (${describeVariant(variant)})`, async ({
    browser,
    baseURL,
  }) => {
    await onSettledPage(browser, baseURL, target, async (page) => {
      const dialog = await openSettings(page);
      const inDialog = (): Promise<boolean> =>
        dialog.evaluate((element) => element.contains(document.activeElement));
      await expect.poll(inDialog, { message: 'focus moves into the drawer' }).toBe(true);
      for (let i = 0; i < 30; i += 1) {
        await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
        expect(await inDialog(), `focus stays in the drawer after key #${i + 1}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(settingsDialog(page)).toBeHidden();
      await expect(settingsButton(page)).toBeFocused();
    });
  });

  test(`the search dialog keeps focus in its searchbox and returns it on ${url} (${describeVariant(variant)})`, async ({
    browser,
    baseURL,
  }) => {
    await onSettledPage(browser, baseURL, target, async (page) => {
      const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      const searchbox = dialog.getByRole('searchbox');
      await expect(searchbox).toBeFocused();
      await searchbox.fill('button');
      await expect(dialog.getByRole('listbox').getByRole('option').first()).toBeVisible();
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press(i % 2 === 1 ? 'Shift+Tab' : 'Tab');
        await expect(searchbox, `focus stays in the dialog after key #${i + 1}`).toBeFocused();
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
}
