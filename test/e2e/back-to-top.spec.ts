/**
 * Back to top (docs/product-rules.md#back-to-top): hidden until the reader scrolls past about two
 * screens; it scrolls to the top and puts focus on the main content; at the end of a page on a
 * phone it covers no control.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/site';

const LONG_PAGE = '/material-ui/react-button/';

function backToTop(page: Page) {
  return page.getByRole('button', { name: 'Back to top', exact: true });
}

test.use({ reducedMotion: 'reduce' });

test('appears past two screens, scrolls up and focuses the content', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  await expect(backToTop(page)).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1000));
  await page.waitForTimeout(100);
  await expect(backToTop(page)).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 2 * window.innerHeight + 200));
  await expect(backToTop(page)).toBeVisible();
  await backToTop(page).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('main#main-content')).toBeFocused();
  await expect(backToTop(page)).toHaveCount(0);
});

test('at 390 px, at the end of the page, it covers no control', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(backToTop(page)).toBeVisible();
  const covered = await page.evaluate(() => {
    const button = document.querySelector('.back-to-top');
    if (!button) return ['no button'];
    const box = button.getBoundingClientRect();
    const controls = document.querySelectorAll(
      'main a, main button, main input, main textarea, main select, main p, main h2, main h3',
    );
    return Array.from(controls)
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.left < box.right &&
          r.right > box.left &&
          r.top < box.bottom &&
          r.bottom > box.top
        );
      })
      .map((element) => element.outerHTML.slice(0, 80));
  });
  expect(covered).toEqual([]);
});
