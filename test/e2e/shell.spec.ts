import { expect, test } from './support/fixtures';
import { openSettings, settingsButton, settingsDialog } from './support/site';

const AREAS = ['/material-ui/', '/joy-ui/', '/base-ui/', '/system/', '/x/'];

test.describe('site shell', () => {
  test('landmarks: banner with Home and Settings, main#main-content', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCount(1);
    await expect(banner.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(settingsButton(page)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the home page links to every area', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    for (const area of AREAS) {
      await expect(
        main.locator(`a[href="${area}"]`).first(),
        `a link to ${area} in the main content`,
      ).toBeVisible();
    }
  });
});

test.describe('keyboard', () => {
  test('the first Tab focuses Skip to content, which leads to the main content', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content', exact: true });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(page.locator('#main-content')).toHaveCount(1);
  });

  test('the Settings dialog traps focus and Escape returns it to the Settings button', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openSettings(page);
    const focusInDialog = (): Promise<boolean> =>
      dialog.evaluate((element) => element.contains(document.activeElement));

    await expect.poll(focusInDialog, { message: 'focus moves into the dialog' }).toBe(true);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(), `focus stays in the dialog after Tab #${i + 1}`).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? ''));
    }
    expect(seen.size, 'Tab moves between several controls').toBeGreaterThan(5);
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(), `focus stays in the dialog after Shift+Tab #${i + 1}`).toBe(
        true,
      );
    }

    await page.keyboard.press('Escape');
    await expect(settingsDialog(page)).toBeHidden();
    await expect(settingsButton(page)).toBeFocused();
  });
});
