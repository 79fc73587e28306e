import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  STORAGE,
  choose,
  closeSettings,
  denseSwitch,
  expectPressed,
  expectStored,
  html,
  openSettings,
  settingsButton,
  spacingText,
} from './support/site';

/** Horizontal centre of the header's Home link minus that of the Settings button. */
async function homeMinusSettingsX(page: Page): Promise<number> {
  const home = await page
    .getByRole('banner')
    .getByRole('link', { name: 'Home', exact: true })
    .boundingBox();
  const settings = await settingsButton(page).boundingBox();
  if (!home || !settings) {
    throw new Error('the Home link and the Settings button must both be visible in the header');
  }
  return home.x + home.width / 2 - (settings.x + settings.width / 2);
}

test.describe('direction', () => {
  test('Right to left mirrors the layout and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    expect(await homeMinusSettingsX(page), 'LTR: Home is left of Settings').toBeLessThan(0);

    const dialog = await openSettings(page);
    await expectPressed(dialog, 'Direction', 'Left to right');
    await choose(dialog, 'Direction', 'Right to left');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expectStored(page, STORAGE.direction, 'rtl');
    await closeSettings(page);
    await expect
      .poll(() => homeMinusSettingsX(page), { message: 'RTL: Home is right of Settings' })
      .toBeGreaterThan(0);

    await page.reload();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => homeMinusSettingsX(page)).toBeGreaterThan(0);
    const reopened = await openSettings(page);
    await expectPressed(reopened, 'Direction', 'Right to left');

    await choose(reopened, 'Direction', 'Left to right');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expectStored(page, STORAGE.direction, 'ltr');
    await closeSettings(page);
    await expect.poll(() => homeMinusSettingsX(page)).toBeLessThan(0);
  });
});

test.describe('density', () => {
  test('Dense and spacing change the page and survive a reload; Reset restores', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(html(page)).not.toHaveAttribute('data-dense', 'true');
    const dialog = await openSettings(page);
    await expect(denseSwitch(dialog)).not.toBeChecked();
    await expect(spacingText(dialog, 8)).toBeVisible();

    await denseSwitch(dialog).click();
    await expect(denseSwitch(dialog)).toBeChecked();
    await expect(html(page)).toHaveAttribute('data-dense', 'true');
    await expectStored(page, STORAGE.dense, 'true');

    await dialog.getByRole('button', { name: 'Increase spacing', exact: true }).click();
    await expect(spacingText(dialog, 9)).toBeVisible();
    await dialog.getByRole('button', { name: 'Increase spacing', exact: true }).click();
    await expect(spacingText(dialog, 10)).toBeVisible();
    await dialog.getByRole('button', { name: 'Decrease spacing', exact: true }).click();
    await expect(spacingText(dialog, 9)).toBeVisible();
    await expectStored(page, STORAGE.spacing, '9');

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-dense', 'true');
    const reopened = await openSettings(page);
    await expect(denseSwitch(reopened)).toBeChecked();
    await expect(spacingText(reopened, 9)).toBeVisible();

    await reopened.getByRole('button', { name: 'Reset density', exact: true }).click();
    await expect(spacingText(reopened, 8)).toBeVisible();
    await expect(denseSwitch(reopened)).not.toBeChecked();
    await expect(html(page)).not.toHaveAttribute('data-dense', 'true');

    await page.reload();
    await expect(html(page)).not.toHaveAttribute('data-dense', 'true');
    const afterReset = await openSettings(page);
    await expect(denseSwitch(afterReset)).not.toBeChecked();
    await expect(spacingText(afterReset, 8)).toBeVisible();
  });

  test('Decrease spacing lowers the spacing below the default', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'Decrease spacing', exact: true }).click();
    await expect(spacingText(dialog, 7)).toBeVisible();
    await expectStored(page, STORAGE.spacing, '7');
  });
});
