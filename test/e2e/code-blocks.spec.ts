import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// docs/product-rules.md#copying-code: the copy button is `Copy`, and reads `Copied` for 2 seconds after a copy.
const PAGE = '/material-ui/getting-started/installation/';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => window.navigator.clipboard.readText());
}

async function writeClipboard(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => window.navigator.clipboard.writeText(value), text);
}

/** The first code block of the page, and the text it shows. */
async function firstBlock(page: Page): Promise<{ block: Locator; code: string }> {
  const block = page.locator('.markdown-body .code-block').first();
  await expect(block).toBeVisible();
  const code = (await block.locator('pre').innerText()).replace(/\n$/, '');
  expect(code.length).toBeGreaterThan(0);
  return { block, code };
}

/** Waits until the page has hydrated: only then does hovering a block show its shortcut hint. */
async function waitForHydration(page: Page, block: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await block.hover();
    await expect(block.locator('.code-block-shortcut')).toHaveCSS('opacity', '1', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
}

test('the Copy button puts the block in the clipboard and reads Copied for 2 seconds', async ({
  page,
}) => {
  await page.goto(PAGE);
  const { block, code } = await firstBlock(page);
  await waitForHydration(page, block);
  await writeClipboard(page, 'before');
  // Times the label in the page itself, so a slow test runner cannot skew it.
  await page.evaluate(() => {
    const button = document.querySelector('.markdown-body .code-block button');
    if (!button) throw new Error('no copy button');
    const times: { copied?: number; copy?: number } = {};
    Object.assign(window, { __copyTimes: times });
    new MutationObserver(() => {
      const label = button.textContent;
      if (label === 'Copied' && times.copied === undefined) times.copied = performance.now();
      if (label === 'Copy' && times.copied !== undefined) times.copy ??= performance.now();
    }).observe(button, { childList: true, subtree: true, characterData: true });
  });
  await block.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(block.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await readClipboard(page)).toBe(code);
  await expect(block.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({
    timeout: 6_000,
  });
  const times = await page.evaluate(
    () => (window as unknown as { __copyTimes: { copied: number; copy: number } }).__copyTimes,
  );
  const shownFor = times.copy - times.copied;
  expect(shownFor).toBeGreaterThanOrEqual(1_950);
  expect(shownFor).toBeLessThan(3_000);
});

test('Ctrl+C over a block copies it when nothing is selected', async ({ page }) => {
  await page.goto(PAGE);
  const { block, code } = await firstBlock(page);
  await writeClipboard(page, 'before');
  await expect(async () => {
    // Off the block and back, so a hydrated page sees the pointer enter it.
    await page.mouse.move(0, 0);
    await block.hover();
    await page.keyboard.press('Control+c');
    await expect(block.getByRole('button', { name: 'Copied', exact: true })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  expect(await readClipboard(page)).toBe(code);
});

test('Alt+C as macOS sends it (key ç, physical key C) copies the block', async ({ page }) => {
  await page.goto(PAGE);
  const { block, code } = await firstBlock(page);
  await writeClipboard(page, 'before');
  // A trusted key event of a macOS layout, where Option+C types ç: only its code names the C key.
  const cdp = await page.context().newCDPSession(page);
  const altC = { modifiers: 1, key: 'ç', code: 'KeyC', windowsVirtualKeyCode: 67 };
  await expect(async () => {
    await page.mouse.move(0, 0);
    await block.hover();
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...altC });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...altC });
    await expect(block.getByRole('button', { name: 'Copied', exact: true })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  expect(await readClipboard(page)).toBe(code);
});

test('Ctrl+C over a block leaves a text selection to the browser', async ({ page }) => {
  await page.goto(PAGE);
  const { block, code } = await firstBlock(page);
  await waitForHydration(page, block);
  await writeClipboard(page, 'before');
  await page.evaluate(() => {
    const paragraph = document.querySelector('.markdown-body p');
    const selection = window.getSelection();
    if (!paragraph || !selection) throw new Error('no paragraph to select');
    selection.selectAllChildren(paragraph);
  });
  await block.hover();
  await page.keyboard.press('Control+c');
  await page.waitForTimeout(500);
  await expect(block.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  expect(await readClipboard(page)).not.toBe(code);
});

test('the shortcut hint reads Ctrl+C off macOS and describes the button', async ({ page }) => {
  await page.goto(PAGE);
  const { block } = await firstBlock(page);
  await block.hover();
  await expect(block.getByText('Ctrl+C', { exact: true })).toBeVisible();
  await expect(
    block.getByRole('button', { name: 'Copy', exact: true }),
  ).toHaveAccessibleDescription('Ctrl+C');
});

test.describe('on macOS', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  });

  test('the shortcut hint reads ⌘C', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
    });
    await page.goto(PAGE);
    const { block } = await firstBlock(page);
    await block.hover();
    await expect(block.getByText('⌘C', { exact: true })).toBeVisible();
    await expect(
      block.getByRole('button', { name: 'Copy', exact: true }),
    ).toHaveAccessibleDescription('⌘C');
  });
});
