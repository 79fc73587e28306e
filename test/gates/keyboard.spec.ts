/**
 * Gate: keyboard. From the top of a page, Tab reaches the skip link, then the header's
 * controls, then the side navigation; the settings drawer and the search dialog keep focus
 * inside while open and give it back to their button when closed.
 */
import { expect, test } from '@playwright/test';
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

for (const { url, variant } of PAGES) {
  test(`Tab order: skip link, header, navigation on ${url} (${describeVariant(variant)})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await contextFor(browser, baseURL ?? '', variant);
    try {
      const page = await context.newPage();
      await page.goto(url);
      await settle(page);
      expect(tabOrderProblem(await tabSequence(page))).toBeNull();
    } finally {
      await context.close();
    }
  });

  test(`the settings drawer traps focus and returns it on ${url} (${describeVariant(variant)})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await contextFor(browser, baseURL ?? '', variant);
    try {
      const page = await context.newPage();
      await page.goto(url);
      await settle(page);
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
    } finally {
      await context.close();
    }
  });

  test(`the search dialog keeps focus in its searchbox and returns it on ${url} (${describeVariant(variant)})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await contextFor(browser, baseURL ?? '', variant);
    try {
      const page = await context.newPage();
      await page.goto(url);
      await settle(page);
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
    } finally {
      await context.close();
    }
  });
}
