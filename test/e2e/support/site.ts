import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Names from docs/product-rules.md#accessible-names and docs/product-rules.md#preferences-and-storage-keys. Change them only together.

export const STORAGE = {
  mode: 'mui-mode',
  direction: 'mui-direction',
  dense: 'mui-dense',
  spacing: 'mui-spacing',
  paletteColors: 'mui-palette-colors',
} as const;

export const COOKIES = {
  codeVariant: 'codeVariant',
  codeStyling: 'codeStyling',
  userLanguage: 'userLanguage',
} as const;

export const ONE_YEAR_SECONDS = 31_536_000;

export type ToggleGroup = 'Mode' | 'Direction' | 'Code language' | 'Styling';

export function settingsButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true });
}

export function settingsDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Settings', exact: true });
}

/**
 * Opens the settings dialog. Retries the click: until the page has hydrated, a click on the
 * server-rendered button does nothing.
 */
export async function openSettings(page: Page): Promise<Locator> {
  const dialog = settingsDialog(page);
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await settingsButton(page).click();
    }
    await expect(dialog).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

export async function closeSettings(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(settingsDialog(page)).toBeHidden();
}

export function toggle(dialog: Locator, group: ToggleGroup, name: string): Locator {
  return dialog
    .getByRole('group', { name: group, exact: true })
    .getByRole('button', { name, exact: true });
}

/** Clicks a toggle button and waits until it reports itself pressed. */
export async function choose(dialog: Locator, group: ToggleGroup, name: string): Promise<void> {
  const button = toggle(dialog, group, name);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** `name` is pressed, and it is the only pressed button of its group. */
export async function expectPressed(
  dialog: Locator,
  group: ToggleGroup,
  name: string,
): Promise<void> {
  const groupLocator = dialog.getByRole('group', { name: group, exact: true });
  await expect(toggle(dialog, group, name)).toHaveAttribute('aria-pressed', 'true');
  await expect(
    groupLocator.getByRole('button', { pressed: true }),
    `only ${name} is pressed in ${group}`,
  ).toHaveCount(1);
}

export function denseSwitch(dialog: Locator): Locator {
  return dialog.getByRole('switch', { name: 'Dense', exact: true });
}

export function spacingText(dialog: Locator, px: number): Locator {
  return dialog.getByText(`Spacing: ${px}px`, { exact: true });
}

export function html(page: Page): Locator {
  return page.locator('html');
}

export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** Polls a localStorage entry until it holds `value` (writes may happen in an effect). */
export async function expectStored(page: Page, key: string, value: string): Promise<void> {
  await expect
    .poll(() => readLocalStorage(page, key), { message: `localStorage ${key}` })
    .toBe(value);
}

export interface RGBA {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Parses the `rgb()` / `rgba()` strings that getComputedStyle returns. */
export function parseColor(color: string): RGBA {
  const match =
    /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(
      color.trim(),
    );
  if (!match) {
    throw new Error(`Unexpected colour: ${color}`);
  }
  const alphaText = match[4];
  let a = 1;
  if (alphaText !== undefined) {
    a = alphaText.endsWith('%') ? Number(alphaText.slice(0, -1)) / 100 : Number(alphaText);
  }
  return { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a };
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: RGBA): number {
  const channel = (value: number): number => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The background the visitor sees behind the content: the body's computed background colour, or
 * the root element's when the body's is transparent, or the canvas default (white) when both are.
 */
export async function backgroundColor(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = window.getComputedStyle(document.body).backgroundColor;
    const root = window.getComputedStyle(document.documentElement).backgroundColor;
    const transparent = (c: string): boolean =>
      c === 'transparent' || /^rgba\(.*,\s*0\)$/.test(c.replace(/\s+/g, ' '));
    if (!transparent(body)) return body;
    if (!transparent(root)) return root;
    return 'rgb(255, 255, 255)';
  });
}

export async function backgroundLuminance(page: Page): Promise<number> {
  return luminance(parseColor(await backgroundColor(page)));
}

/** The resolved colour mode is `mode`: the root attribute and what the visitor sees. */
export async function expectMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await expect(html(page)).toHaveAttribute('data-mui-color-scheme', mode);
  if (mode === 'dark') {
    await expect
      .poll(() => backgroundLuminance(page), { message: 'body background is dark' })
      .toBeLessThan(0.2);
  } else {
    await expect
      .poll(() => backgroundLuminance(page), { message: 'body background is light' })
      .toBeGreaterThan(0.6);
  }
}

export interface SeedOptions {
  localStorage?: Record<string, string>;
  cookies?: Record<string, string>;
}

/**
 * Stores preferences before the first page loads, as a returning visitor would have them.
 * localStorage is written by an init script once per tab (a reload keeps what the page itself
 * stored since); cookies go straight into the context.
 */
export async function seed(
  context: BrowserContext,
  baseURL: string | undefined,
  { localStorage = {}, cookies = {} }: SeedOptions,
): Promise<void> {
  if (!baseURL) {
    throw new Error('seed() needs the baseURL of the site');
  }
  const origin = new URL(baseURL).origin;
  if (Object.keys(localStorage).length > 0) {
    await context.addInitScript(
      ({ entries, siteOrigin }) => {
        if (window.location.origin !== siteOrigin) return;
        const flag = '__e2e_seeded__';
        if (window.sessionStorage.getItem(flag)) return;
        window.sessionStorage.setItem(flag, '1');
        for (const [key, value] of entries) {
          window.localStorage.setItem(key, value);
        }
      },
      { entries: Object.entries(localStorage), siteOrigin: origin },
    );
  }
  const cookieList = Object.entries(cookies).map(([name, value]) => ({
    name,
    value,
    url: `${origin}/`,
    sameSite: 'Lax' as const,
  }));
  if (cookieList.length > 0) {
    await context.addCookies(cookieList);
  }
}

/**
 * Waits until the page has hydrated (`<html data-hydrated>`, src/components/layout/HydratedMark)
 * and so have its demos, each a React root of its own that hydrates after the page and then gets
 * the same mark (src/components/docs/island/DemoIsland.tsx): input given before then reaches
 * server-rendered HTML that does not respond yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await waitForDemos(page);
}

/** Waits until every demo island of the page has hydrated (or rendered, after a navigation). */
export async function waitForDemos(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-demo-island]:not([data-hydrated])') === null,
  );
}

/**
 * Marks the page's window, so that a full page load (which makes a new window object) can be told
 * from a client-side navigation: `isSameDocument` holds until the next full load.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

/** Whether the page still shows the document `markDocument` marked. */
export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}
