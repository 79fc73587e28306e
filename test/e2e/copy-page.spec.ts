/** `Copy page` beside the page title copies the page's Markdown twin and reads `Copied` (docs/product-rules.md#copying-code). */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The button's two labels in the page's language (docs/product-rules.md#accessible-names: names are translated on /zh/). */
function labelsOf(page: Page): { copy: string; copied: string } {
  return new URL(page.url()).pathname.startsWith('/zh/')
    ? { copy: '复制页面', copied: '已复制' }
    : { copy: 'Copy page', copied: 'Copied' };
}

function copyPageButton(page: Page) {
  const { copy, copied } = labelsOf(page);
  return page.getByRole('main').getByRole('button', { name: new RegExp(`^(${copy}|${copied})$`) });
}

/** Clicks `Copy page` until the page has hydrated and the button reads `Copied`. */
async function copyPage(page: Page): Promise<void> {
  const button = copyPageButton(page);
  const { copy, copied } = labelsOf(page);
  await expect(button).toHaveText(copy);
  await expect(async () => {
    await button.click();
    await expect(button).toHaveText(copied, { timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

for (const [url, twin] of [
  ['/material-ui/react-button/', '/material-ui/react-button.md'],
  ['/material-ui/react-button/components-api/', '/material-ui/react-button/components-api.md'],
  ['/material-ui/api/button/', '/material-ui/api/button.md'],
  // Twins are English only: a /zh/ page copies the English twin of its canonical path.
  ['/zh/material-ui/react-button/', '/material-ui/react-button.md'],
] as const) {
  test(`Copy page on ${url} copies ${twin}`, async ({ page, request }) => {
    const expected = await (await request.get(twin)).text();
    expect(expected).toMatch(/^# \S/);
    await page.goto(url);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await copyPage(page);
    await expect.poll(() => clipboard(page)).toBe(expected);
  });
}

test('Copy page reads Copied for two seconds, then Copy page again', async ({ page }) => {
  await page.goto('/material-ui/getting-started/installation/');
  await copyPage(page);
  await expect(copyPageButton(page)).toHaveText('Copy page', { timeout: 4_000 });
  expect(await clipboard(page)).toContain('# Installation');
});
