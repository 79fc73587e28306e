import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { Diagnostics } from './support/fixtures';
import { STORAGE, expectMode, html, seed } from './support/site';

// docs/product-rules.md#preferences-before-first-paint: colour mode, direction and density are applied before first paint, even when the
// JavaScript bundles fail to load. Every request for them is aborted here, so only what the
// exported HTML carries (inline scripts) and the stylesheets it links can make these pass.

async function blockBundles(
  page: Page,
  diagnostics: Diagnostics,
): Promise<{ blocked: () => number }> {
  let blocked = 0;
  await page.route('**/_next/static/**/*.js', (route) => {
    blocked += 1;
    return route.abort();
  });
  // The aborted bundles are the point of these tests, not a fault of the site.
  diagnostics.allow('request', /\/_next\/static\/.*\.js/);
  diagnostics.allow('console', /Failed to load resource|ERR_FAILED|_next\/static/);
  return { blocked: () => blocked };
}

async function loadWithoutScripts(page: Page, diagnostics: Diagnostics): Promise<void> {
  const { blocked } = await blockBundles(page, diagnostics);
  await page.goto('/');
  // The page adds its scripts after its first paint (scripts/export/rewrites/firstPaintRewrite.ts).
  await expect
    .poll(blocked, { message: 'the page requests its bundles from /_next/static/' })
    .toBeGreaterThan(0);
}

test.describe('no flash of the wrong theme', () => {
  test.describe('OS dark, nothing stored', () => {
    test.use({ colorScheme: 'dark' });

    test('the page is dark without JavaScript', async ({ page, diagnostics }) => {
      await loadWithoutScripts(page, diagnostics);
      await expectMode(page, 'dark');
    });
  });

  test.describe('OS light, stored preferences', () => {
    test.use({ colorScheme: 'light' });

    test('stored dark mode is applied without JavaScript', async ({
      page,
      context,
      baseURL,
      diagnostics,
    }) => {
      await seed(context, baseURL, { localStorage: { [STORAGE.mode]: 'dark' } });
      await loadWithoutScripts(page, diagnostics);
      await expectMode(page, 'dark');
    });

    test('stored right-to-left direction is applied without JavaScript', async ({
      page,
      context,
      baseURL,
      diagnostics,
    }) => {
      await seed(context, baseURL, { localStorage: { [STORAGE.direction]: 'rtl' } });
      await loadWithoutScripts(page, diagnostics);
      await expect(html(page)).toHaveAttribute('dir', 'rtl');
    });

    test('stored density is applied without JavaScript', async ({
      page,
      context,
      baseURL,
      diagnostics,
    }) => {
      await seed(context, baseURL, { localStorage: { [STORAGE.dense]: 'true' } });
      await loadWithoutScripts(page, diagnostics);
      await expect(html(page)).toHaveAttribute('data-dense', 'true');
    });

    test('with nothing stored the page is light, left to right, not dense', async ({
      page,
      diagnostics,
    }) => {
      await loadWithoutScripts(page, diagnostics);
      await expectMode(page, 'light');
      await expect(html(page)).toHaveAttribute('dir', 'ltr');
      await expect(html(page)).not.toHaveAttribute('data-dense', 'true');
    });
  });
});
