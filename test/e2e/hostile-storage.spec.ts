import type { BrowserContext, Page } from '@playwright/test';
import { STORED_PREFERENCES } from '../../src/core/storedPreferences';
import { expect, test } from './support/fixtures';
import { html, waitForHydration } from './support/site';

// Fault injection (docs/product-rules.md#preferences-and-storage-keys): every stored key of ours and of MUI's providers, set to a hostile
// value before each load, on every kind of page (those with keys of their own with every value). The page must load with no uncaught error and no
// console error (the fixture fails the test on either), without the error boundary's notice, and
// with the shell usable: header, navigation, settings.

const HOSTILE_VALUES: { name: string; value: string }[] = [
  { name: 'empty', value: '' },
  { name: 'x', value: 'x' },
  { name: 'broken JSON', value: '{"primary":' },
  { name: '__proto__ object', value: '{"__proto__":{"polluted":1}}' },
  { name: '20,000 characters', value: 'x'.repeat(20_000) },
];

/** The shell's names in each page language (docs/product-rules.md#accessible-names; translations-zh.json on /zh/). */
const NAMES = {
  en: { navigation: 'Main navigation', settings: 'Settings' },
  zh: { navigation: '主导航', settings: '设置' },
} as const;

interface PageKind {
  kind: string;
  path: string;
  navigation: boolean;
  notFound?: boolean;
}

/**
 * Pages that read keys of their own (the API layouts, the code variant and styling of demos,
 * Joy's colour scheme, the language): every hostile value is loaded on each of them.
 */
const PAGES_WITH_OWN_KEYS: PageKind[] = [
  { kind: 'component', path: '/material-ui/react-button/', navigation: true },
  { kind: 'API', path: '/material-ui/api/button/', navigation: true },
  { kind: 'data grid', path: '/x/react-data-grid/', navigation: true },
  { kind: 'Joy', path: '/joy-ui/react-button/', navigation: true },
  { kind: 'Chinese', path: '/zh/material-ui/react-button/', navigation: true },
];

/**
 * Pages that read only the shell's keys, which the pages above read too: each hostile value is
 * loaded on one of them in turn, so each of them meets at least one value.
 */
const SHELL_PAGES: PageKind[] = [
  { kind: 'home', path: '/', navigation: false },
  { kind: 'guide', path: '/material-ui/getting-started/installation/', navigation: true },
  { kind: 'blog', path: '/blog/', navigation: false },
  { kind: '404', path: '/material-ui/no-such-page/', navigation: false, notFound: true },
];

if (HOSTILE_VALUES.length < SHELL_PAGES.length) {
  throw new Error(
    'hostile-storage.spec.ts: fewer hostile values than shell pages leaves a page out',
  );
}

/** Browsers refuse cookies over 4 KiB: the longest hostile cookie stays under that. */
const MAX_COOKIE_VALUE = 3_000;

/** Writes every localStorage key before every load (not once): each page meets the hostile values. */
async function injectEverywhere(context: BrowserContext, baseURL: string, value: string) {
  const origin = new URL(baseURL).origin;
  const keys = STORED_PREFERENCES.filter((p) => p.store === 'localStorage').map((p) => p.key);
  expect(keys).toEqual(
    expect.arrayContaining(['mui-mode', 'mui-color-scheme-light', 'mui-color-scheme-dark']),
  );
  await context.addInitScript(
    ({ storageKeys, hostile, siteOrigin }) => {
      if (window.location.origin !== siteOrigin) return;
      for (const key of storageKeys) window.localStorage.setItem(key, hostile);
    },
    { storageKeys: keys, hostile: value, siteOrigin: origin },
  );
  const cookieValue = value.slice(0, MAX_COOKIE_VALUE);
  await context.addCookies(
    STORED_PREFERENCES.filter((p) => p.store === 'cookie').map((p) => ({
      name: p.key,
      value: cookieValue,
      url: `${origin}/`,
      sameSite: 'Lax' as const,
    })),
  );
}

async function expectUsableShell(page: Page, path: string, navigation: boolean) {
  const names = path.startsWith('/zh/') ? NAMES.zh : NAMES.en;
  await expect(page.getByTestId('page-error')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-mui-color-scheme', /^(light|dark)$/);
  if (navigation) {
    await expect(page.getByRole('navigation', { name: names.navigation }).first()).toBeAttached();
  }
  expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted');
  // The settings open from the header and show their choices (a click before hydration is lost,
  // hence the retry).
  const dialog = page.getByRole('dialog', { name: names.settings, exact: true });
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: names.settings, exact: true })
        .click();
    }
    await expect(dialog).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog.getByRole('group').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const [index, { name, value }] of HOSTILE_VALUES.entries()) {
  test(`every stored key set to ${name}: the page kinds load cleanly and stay usable`, async ({
    page,
    context,
    baseURL,
    diagnostics,
  }) => {
    test.setTimeout(240_000);
    if (!baseURL) throw new Error('The hostile storage test needs the baseURL of the site');
    diagnostics.allow('request', /\/material-ui\/no-such-page\/.*HTTP 404/);
    diagnostics.allow(
      'console',
      /Failed to load resource: the server responded with a status of 404/,
    );
    await injectEverywhere(context, baseURL, value);
    const pages = [...PAGES_WITH_OWN_KEYS, SHELL_PAGES[index % SHELL_PAGES.length]];
    for (const { kind, path, navigation, notFound } of pages) {
      await test.step(`${kind} page ${path}`, async () => {
        const response = await page.goto(path);
        expect(response?.status(), `${path} answers`).toBe(notFound ? 404 : 200);
        await waitForHydration(page);
        await expectUsableShell(page, path, navigation);
        // What is stored afterwards is valid: MUI's keys hold a colour scheme or nothing.
        const schemes = await page.evaluate(() => [
          window.localStorage.getItem('mui-color-scheme-light'),
          window.localStorage.getItem('mui-color-scheme-dark'),
        ]);
        for (const scheme of schemes) expect([null, 'light', 'dark']).toContain(scheme);
      });
    }
  });
}
