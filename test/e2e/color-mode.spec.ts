import { test } from './support/fixtures';
import {
  STORAGE,
  choose,
  expectMode,
  expectPressed,
  expectStored,
  openSettings,
} from './support/site';

test.describe('colour mode', () => {
  test('Dark is applied, stored and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expectMode(page, 'light');

    const dialog = await openSettings(page);
    await choose(dialog, 'Mode', 'Dark');
    await expectMode(page, 'dark');
    await expectStored(page, STORAGE.mode, 'dark');

    await page.reload();
    await expectMode(page, 'dark');
    await expectStored(page, STORAGE.mode, 'dark');
    await expectPressed(await openSettings(page), 'Mode', 'Dark');
  });

  test('Light is applied, stored and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expectMode(page, 'dark');

    const dialog = await openSettings(page);
    await choose(dialog, 'Mode', 'Light');
    await expectMode(page, 'light');
    await expectStored(page, STORAGE.mode, 'light');

    await page.reload();
    await expectMode(page, 'light');
    await expectStored(page, STORAGE.mode, 'light');
    await expectPressed(await openSettings(page), 'Mode', 'Light');
  });

  test('System follows the operating system both ways', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const dialog = await openSettings(page);
    // Leave System from an explicit choice, so that choosing it is a real change.
    await choose(dialog, 'Mode', 'Dark');
    await choose(dialog, 'Mode', 'System');
    await expectStored(page, STORAGE.mode, 'system');
    await expectMode(page, 'light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectMode(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectMode(page, 'light');

    await page.reload();
    await expectMode(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectMode(page, 'dark');
    await expectPressed(await openSettings(page), 'Mode', 'System');
  });

  test('with no stored mode, System is pressed and the OS preference applies', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expectMode(page, 'dark');
    await expectPressed(await openSettings(page), 'Mode', 'System');
  });
});
