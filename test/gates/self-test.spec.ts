/**
 * The gates must be able to fail: each browser gate runs over test/fixtures/broken-site, where
 * every page but the home and guide pages is broken on purpose, and must report the break.
 * (The link check and the HTML validator prove the same in their unit tests.)
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { axeFindings } from './support/axe';
import { openAndWatch, type LoadProblemKind } from './support/cleanLoad';
import { tabOrderProblem, tabSequence } from './support/keyboard';

interface RunningServer {
  url: string;
  close: () => Promise<void>;
}
interface ServeModule {
  startServer: (options: { dir: string; port?: number }) => Promise<RunningServer>;
}

const FIXTURE = path.join(__dirname, '..', 'fixtures', 'broken-site');
// serve.mjs is plain JavaScript without a declaration file: load it through a computed specifier.
const servePath = path.join(__dirname, '..', '..', 'scripts', 'serve.mjs');

let server: RunningServer;

test.beforeAll(async () => {
  const serve = (await import(servePath)) as ServeModule;
  server = await serve.startServer({ dir: FIXTURE, port: 0 });
});

test.afterAll(async () => {
  await server.close();
});

async function kindsOn(page: Page, pathname: string): Promise<LoadProblemKind[]> {
  const problems = await openAndWatch(page, `${server.url}${pathname}`);
  return [...new Set(problems.map((problem) => problem.kind))].sort();
}

test.describe('clean-load gate', () => {
  test('passes the pages with nothing wrong', async ({ page }) => {
    expect(await kindsOn(page, '/')).toEqual([]);
    expect(await kindsOn(page, '/guide/')).toEqual([]);
  });

  test('fails on a console error', async ({ page }) => {
    expect(await kindsOn(page, '/console-error/')).toEqual(['console']);
  });

  test("allows exactly MUI X's missing licence key message, and no other licence message", async ({
    page,
  }) => {
    expect(await kindsOn(page, '/mui-x-licence/')).toEqual([]);
    expect(await kindsOn(page, '/mui-x-invalid-licence/')).toEqual(['console']);
  });

  test('fails on a hydration warning', async ({ page }) => {
    expect(await kindsOn(page, '/hydration-error/')).toEqual(['hydration']);
  });

  test('fails on an uncaught exception', async ({ page }) => {
    expect(await kindsOn(page, '/page-error/')).toEqual(['pageerror']);
  });

  test('fails on a failed request', async ({ page }) => {
    expect(await kindsOn(page, '/failed-request/')).toContain('request');
    expect(await kindsOn(page, '/broken-links/')).toContain('request');
  });
});

test.describe('accessibility gate', () => {
  test('passes the pages with nothing wrong', async ({ page }) => {
    await page.goto(`${server.url}/`);
    expect(await axeFindings(page)).toEqual([]);
  });

  test('fails on contrast, an image without text and an empty button', async ({ page }) => {
    await page.goto(`${server.url}/axe-violation/`);
    const rules = (await axeFindings(page)).map((finding) => finding.rule);
    expect(rules).toEqual(expect.arrayContaining(['color-contrast', 'image-alt', 'button-name']));
  });
});

test.describe('keyboard gate', () => {
  test('passes skip link, header, navigation', async ({ page }) => {
    await page.goto(`${server.url}/`);
    expect(tabOrderProblem(await tabSequence(page))).toBeNull();
  });

  test('fails without a skip link', async ({ page }) => {
    await page.goto(`${server.url}/keyboard-order/`);
    expect(tabOrderProblem(await tabSequence(page))).toMatch(/does not focus the skip link/);
  });
});
