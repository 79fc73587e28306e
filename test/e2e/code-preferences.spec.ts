import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  COOKIES,
  ONE_YEAR_SECONDS,
  choose,
  expectPressed,
  openSettings,
  seed,
} from './support/site';

/**
 * Records every `document.cookie = …` string the page writes, in `window.__cookieWrites`:
 * Chromium reports a cookie written without SameSite as Lax, so only the raw string shows
 * whether the attribute was really sent.
 */
async function recordCookieWrites(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (!descriptor?.get || !descriptor.set) return;
    const { get, set } = descriptor;
    const writes: string[] = [];
    Object.assign(window, { __cookieWrites: writes });
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get(this: Document) {
        return get.call(this);
      },
      set(this: Document, value: string) {
        writes.push(String(value));
        set.call(this, value);
      },
    });
  });
}

async function lastCookieWrite(page: Page, name: string): Promise<string | undefined> {
  const writes = await page.evaluate(
    () => (window as unknown as { __cookieWrites?: string[] }).__cookieWrites ?? [],
  );
  return writes.filter((w) => w.startsWith(`${name}=`)).at(-1);
}

/** The cookie `name` is written for the whole site, for one year, SameSite=Lax. */
async function expectYearCookie(
  page: Page,
  context: BrowserContext,
  name: string,
  value: string,
): Promise<void> {
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === name)?.value, {
      message: `cookie ${name}`,
    })
    .toBe(value);
  const cookie = (await context.cookies()).find((c) => c.name === name);
  if (!cookie) throw new Error(`cookie ${name} is missing`);
  expect(cookie.path).toBe('/');
  expect(cookie.sameSite).toBe('Lax');
  const expected = Date.now() / 1000 + ONE_YEAR_SECONDS;
  expect(cookie.expires, `${name} expires in one year`).toBeGreaterThan(expected - 60);
  expect(cookie.expires, `${name} expires in one year`).toBeLessThan(expected + 60);
  const written = await lastCookieWrite(page, name);
  expect(written, `${name} is written through document.cookie`).toBeDefined();
  expect(written, `${name} is written with SameSite=Lax`).toMatch(/;\s*samesite=lax\s*(;|$)/i);
}

test.describe('code preferences', () => {
  test('JavaScript writes the codeVariant cookie for a year and survives a reload', async ({
    page,
    context,
  }) => {
    await recordCookieWrites(context);
    await page.goto('/');
    const dialog = await openSettings(page);
    await expectPressed(dialog, 'Code language', 'TypeScript');

    await choose(dialog, 'Code language', 'JavaScript');
    await expectYearCookie(page, context, COOKIES.codeVariant, 'JS');

    await page.reload();
    const reopened = await openSettings(page);
    await expectPressed(reopened, 'Code language', 'JavaScript');

    await choose(reopened, 'Code language', 'TypeScript');
    await expectYearCookie(page, context, COOKIES.codeVariant, 'TS');
    await page.reload();
    await expectPressed(await openSettings(page), 'Code language', 'TypeScript');
  });

  test('Tailwind writes the codeStyling cookie for a year and survives a reload', async ({
    page,
    context,
  }) => {
    await recordCookieWrites(context);
    await page.goto('/');
    const dialog = await openSettings(page);
    await expectPressed(dialog, 'Styling', 'MUI System');

    await choose(dialog, 'Styling', 'Tailwind');
    await expectYearCookie(page, context, COOKIES.codeStyling, 'tailwind');

    await page.reload();
    const reopened = await openSettings(page);
    await expectPressed(reopened, 'Styling', 'Tailwind');

    await choose(reopened, 'Styling', 'CSS');
    await expectYearCookie(page, context, COOKIES.codeStyling, 'css');
    await page.reload();
    await expectPressed(await openSettings(page), 'Styling', 'CSS');
  });

  test.describe('the URL hash comes first', () => {
    test('#…js selects JavaScript', async ({ page }) => {
      await page.goto('/#some-demo.js');
      await expectPressed(await openSettings(page), 'Code language', 'JavaScript');
    });

    test('#…tsx selects TypeScript even with the JavaScript cookie', async ({
      page,
      context,
      baseURL,
    }) => {
      await seed(context, baseURL, { cookies: { [COOKIES.codeVariant]: 'JS' } });
      await page.goto('/');
      await expectPressed(await openSettings(page), 'Code language', 'JavaScript');

      await page.goto('about:blank');
      await page.goto('/#some-demo.tsx');
      await expectPressed(await openSettings(page), 'Code language', 'TypeScript');
    });

    test('#tailwind-… selects Tailwind', async ({ page }) => {
      await page.goto('/#tailwind-demo');
      await expectPressed(await openSettings(page), 'Styling', 'Tailwind');
    });
  });
});
