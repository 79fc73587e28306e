import { expect, test } from './support/fixtures';

// The default export (no NEXT_PUBLIC_GA_MEASUREMENT_ID, production host mui.com), served here on
// another host: no analytics script, no gtag call, no request elsewhere, no service worker.
// test/services/ covers the builds where they are on (playwright.services.config.ts).

test('without a measurement id and off the production host, nothing is sent or registered', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) {
      outside.push(request.url());
    }
  });
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { e2eGtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
    Math.random = () => 0;
  });
  await page.goto('/material-ui/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_500);
  expect(
    await page.evaluate(() => (window as unknown as { e2eGtagCalls: unknown[] }).e2eGtagCalls),
  ).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
  expect(outside).toEqual([]);
});
