/**
 * The header's Search button tells wide screens its shortcut: Ctrl K, or ⌘K on Apple platforms;
 * its accessible name stays the word alone, and phones see the icon only.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/site';

const PAGE = '/material-ui/getting-started/installation/';

function searchButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
}

test('wide screens show Ctrl K beside Search, and the name stays Search', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await waitForHydration(page);
  const shortcut = searchButton(page).locator('kbd');
  await expect(shortcut).toBeVisible();
  await expect(shortcut).toHaveText('Ctrl K');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('an Apple platform shows ⌘K', async ({ page }) => {
  // Chromium answers both APIs; the page reads userAgentData first.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
    Object.defineProperty(Navigator.prototype, 'userAgentData', {
      get: () => ({ platform: 'macOS' }),
    });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(searchButton(page).locator('kbd')).toHaveText('⌘K');
});

test('a phone shows the icon alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(PAGE);
  await expect(searchButton(page)).toBeVisible();
  await expect(searchButton(page).locator('kbd')).toBeHidden();
});
