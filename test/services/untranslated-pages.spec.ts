/**
 * A /zh/ URL of an untranslated page (docs/architecture.md#languages-and-the-static-export): the export built over
 * test/fixtures/services-content, whose areas have no translation at all, renders their pages in
 * English only; their /zh/ URLs are answered by the host's 404 page, which takes the reader to
 * the English page, and a reader who chose 中文 is not sent from an English page to a twin that
 * does not exist. Pages outside the areas keep their /zh/ twin.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { COOKIES } from '../e2e/support/site';
import { FIRST_BUILD } from './builds';
import { serve, type RunningServer } from './server';

const PAGE = '/material-ui/getting-started/installation/';

let server: RunningServer;

test.beforeEach(async () => {
  server = await serve(FIRST_BUILD, 0);
});

test.afterEach(async () => {
  await server.close();
});

async function chooseChinese(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: COOKIES.userLanguage, value: 'zh', url: `${server.url}/` }]);
}

function exported(file: string): boolean {
  return fs.existsSync(path.join(FIRST_BUILD, file));
}

test('an untranslated page is exported once, in English; pages outside the areas keep their /zh/ twin', () => {
  expect(exported(`${PAGE}index.html`)).toBe(true);
  expect(exported(`zh${PAGE}index.html`)).toBe(false);
  // Nothing of the area under /zh/, and no page data files beside the pages (the export writes none).
  expect(exported('zh/material-ui')).toBe(false);
  expect(exported('_next/data')).toBe(false);
  for (const twin of ['zh/index.html', 'zh/offline/index.html', 'zh/versions/index.html']) {
    expect([twin, exported(twin)]).toEqual([twin, true]);
  }
});

test('the /zh/ URL of an untranslated page takes the reader to the English page, query and hash kept', async ({
  page,
  diagnostics,
}) => {
  diagnostics.allow('request', /HTTP 404/);
  diagnostics.allow('console', /404/);
  await page.goto(`${server.url}/zh${PAGE}?from=link#with-npm`);
  await expect(page).toHaveURL(`${server.url}${PAGE}?from=link#with-npm`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
});

test('a reader who chose 中文 stays on an untranslated English page, and still reaches translated twins', async ({
  page,
  context,
}) => {
  await chooseChinese(context);
  await page.goto(`${server.url}${PAGE}`);
  await page.waitForLoadState('load');
  await expect(page).toHaveURL(`${server.url}${PAGE}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`${server.url}/versions/`);
  await expect(page).toHaveURL(`${server.url}/zh/versions/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});

test('an unknown /zh/ path is still the 404 page', async ({ page, diagnostics }) => {
  diagnostics.allow('request', /HTTP 404/);
  diagnostics.allow('console', /404/);
  const response = await page.goto(`${server.url}/zh/nothing/here/`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(`${server.url}/nothing/here/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
