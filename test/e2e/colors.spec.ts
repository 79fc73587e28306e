import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { STORAGE, parseColor, readLocalStorage, seed, waitForHydration } from './support/site';

// The colour playground of Material UI's palette page (docs/product-rules.md#theme-state-and-actions): colours chosen there reach the
// demos and the site's own chrome through the theme reducer, are kept in `mui-palette-colors`,
// and `Reset colours` brings the defaults back.

const PALETTE_PAGE = '/material-ui/customization/palette/';
const BUTTON_PAGE = '/material-ui/react-button/';

/** The site's primary blue 500 (docs/product-rules.md#design-constants) and the blue 700 its links use in light mode. */
const DEFAULT_PRIMARY = 'rgb(0, 127, 255)';
const DEFAULT_LINK_LIGHT = 'rgb(0, 89, 178)';

/** MUI's derived shades of a chosen `main` (tonal offset 0.2): `dark` for light mode links. */
function darkShade(hex: string): string {
  const { r, g, b } = hexChannels(hex);
  const d = (c: number): number => Math.floor(c * (1 - 0.3));
  return `rgb(${d(r)}, ${d(g)}, ${d(b)})`;
}

/** `light`, which links use in dark mode. */
function lightShade(hex: string): string {
  const { r, g, b } = hexChannels(hex);
  const l = (c: number): number => Math.floor(c + (255 - c) * 0.2);
  return `rgb(${l(r)}, ${l(g)}, ${l(b)})`;
}

function hexChannels(hex: string): { r: number; g: number; b: number } {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function rgb(hex: string): string {
  const { r, g, b } = hexChannels(hex);
  return `rgb(${r}, ${g}, ${b})`;
}

function playground(page: Page): Locator {
  return page.getByRole('group', { name: 'Colour playground' });
}

/** The contained button of the BasicButtons demo on the Button page. */
function demoButton(page: Page): Locator {
  return page
    .getByRole('region', { name: 'BasicButtons' })
    .getByRole('button', { name: 'Contained', exact: true });
}

/** A shell link: the side navigation's link to the current page. */
function shellLink(page: Page): Locator {
  return page
    .getByRole('navigation', { name: 'Main navigation' })
    .locator('a[aria-current="page"]');
}

async function cssColor(locator: Locator, property: 'color' | 'backgroundColor'): Promise<string> {
  const value = await locator.evaluate(
    (element, prop) => window.getComputedStyle(element)[prop],
    property,
  );
  const { r, g, b } = parseColor(value);
  return `rgb(${r}, ${g}, ${b})`;
}

async function expectCss(
  locator: Locator,
  property: 'color' | 'backgroundColor',
  expected: string,
): Promise<void> {
  await expect.poll(() => cssColor(locator, property), { message: property }).toBe(expected);
}

/** Types a hex value and applies it; retries until the page has hydrated and reacts. */
async function applyHex(page: Page, label: 'Primary' | 'Secondary', value: string): Promise<void> {
  const field = playground(page).getByRole('textbox', { name: `${label} hex` });
  // Before hydration the field is server HTML: React would replace what is typed into it.
  await waitForHydration(page);
  await expect(async () => {
    await field.fill(value);
    await field.press('Enter');
    await expect(
      page.getByText(/is not a hex colour|Enter a hex colour/).or(page.getByText(value)),
    ).not.toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

async function storedColors(page: Page): Promise<unknown> {
  const raw = await readLocalStorage(page, STORAGE.paletteColors);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

test.describe('colour playground', () => {
  test('a primary colour reaches demos and the shell, survives a reload, and resets', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(PALETTE_PAGE);
    const pink = '#e91e63';
    await applyHex(page, 'Primary', '#E91E63');
    await expect.poll(() => storedColors(page)).toEqual({ primary: pink });
    // At once, on this page: the playground's own button and the shell's current-page link.
    await expectCss(
      playground(page).getByRole('button', { name: 'Primary', exact: true }),
      'backgroundColor',
      rgb(pink),
    );
    await expectCss(shellLink(page), 'color', darkShade(pink));

    await page.goto(BUTTON_PAGE);
    await page.reload();
    await expectCss(demoButton(page), 'backgroundColor', rgb(pink));
    await expectCss(shellLink(page), 'color', darkShade(pink));

    await page.goto(PALETTE_PAGE);
    await playground(page).getByRole('button', { name: 'Reset colours' }).click();
    await expect.poll(() => storedColors(page)).toEqual({});
    await page.goto(BUTTON_PAGE);
    await expectCss(demoButton(page), 'backgroundColor', DEFAULT_PRIMARY);
    await expectCss(shellLink(page), 'color', DEFAULT_LINK_LIGHT);
  });

  test('a hue and shade from the colour scales apply at once', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(PALETTE_PAGE);
    const tool = playground(page);
    const hue = tool.getByRole('combobox', { name: 'Secondary hue' });
    await expect(async () => {
      await hue.click();
      await page.getByRole('option', { name: 'amber' }).click({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // amber 500
    await expect.poll(() => storedColors(page)).toEqual({ secondary: '#ffc107' });
    await expectCss(
      tool.getByRole('button', { name: 'Secondary', exact: true }),
      'backgroundColor',
      rgb('#ffc107'),
    );
    await tool.getByRole('combobox', { name: 'Secondary shade' }).click();
    await page.getByRole('option', { name: 'A700' }).click();
    await expect.poll(() => storedColors(page)).toEqual({ secondary: '#ffab00' });
    await expect(tool.getByRole('textbox', { name: 'Secondary hex' })).toHaveValue('#ffab00');
    await expect(tool.getByText("secondary: { main: '#ffab00' }")).toBeVisible();
  });

  test('an invalid hex value is refused with a message beside the field', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(PALETTE_PAGE);
    const field = playground(page).getByRole('textbox', { name: 'Primary hex' });
    await applyHex(page, 'Primary', '#12345g');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/"#12345g" is not a hex colour/);
    await expect(playground(page).getByText(/"#12345g" is not a hex colour/)).toBeVisible();
    expect(await storedColors(page)).toEqual({});
    await expectCss(
      playground(page).getByRole('button', { name: 'Primary', exact: true }),
      'backgroundColor',
      DEFAULT_PRIMARY,
    );

    // Typing again clears the message; a valid value is then accepted.
    await field.fill('#00');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await applyHex(page, 'Primary', '#4caf50');
    await expect.poll(() => storedColors(page)).toEqual({ primary: '#4caf50' });
  });

  test('in dark mode chosen colours apply too, and links use the light shade', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(PALETTE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    const purple = '#9c27b0';
    await applyHex(page, 'Primary', purple);
    await expectCss(
      playground(page).getByRole('button', { name: 'Primary', exact: true }),
      'backgroundColor',
      rgb(purple),
    );
    await expectCss(shellLink(page), 'color', lightShade(purple));
  });

  test('saved colours apply after a direct load without errors; bad saved values are ignored', async ({
    page,
    context,
    baseURL,
  }) => {
    await seed(context, baseURL, {
      localStorage: { [STORAGE.paletteColors]: JSON.stringify({ primary: '#ff5722', x: 1 }) },
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(BUTTON_PAGE);
    await expectCss(demoButton(page), 'backgroundColor', rgb('#ff5722'));
    await expectCss(shellLink(page), 'color', darkShade('#ff5722'));

    await page.evaluate(
      ([key]) => window.localStorage.setItem(key, '{"primary":"red","secondary":42}'),
      [STORAGE.paletteColors],
    );
    await page.reload();
    await expectCss(demoButton(page), 'backgroundColor', DEFAULT_PRIMARY);
  });
});
