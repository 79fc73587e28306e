import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Fonts (docs/product-rules.md#design-constants): the shell in IBM Plex Sans, Material UI demos in Roboto,
// Joy UI demos in Inter, the Material Icons font for `Icon`, all served by the site itself,
// latin subsets of the weights in use. The shell's IBM Plex Sans says `font-display: optional`, so a
// late font never shifts a page on screen; the demo and icon fonts say `swap`.

const PAGES = {
  home: '/',
  guide: '/material-ui/customization/how-to-customize/',
  materialDemos: '/material-ui/react-button/',
  iconFont: '/material-ui/icons/',
  joyDemos: '/joy-ui/react-button/',
  api: '/material-ui/api/button/',
  blog: '/blog/',
  chinese: '/zh/material-ui/react-button/',
} as const;

interface Recorded {
  fonts: string[];
  stylesheets: string[];
  all: string[];
}

function record(page: Page): Recorded {
  const recorded: Recorded = { fonts: [], stylesheets: [], all: [] };
  page.on('request', (request: Request) => {
    const url = request.url();
    recorded.all.push(url);
    if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf|eot)(\?|$)/.test(url)) {
      recorded.fonts.push(url);
    }
    if (request.resourceType() === 'stylesheet') {
      recorded.stylesheets.push(url);
    }
  });
  return recorded;
}

/** Waits until the page's fonts have loaded (or failed) after hydration. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

function fileName(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? url;
}

/**
 * Whether a face of the family and weight has loaded. (`document.fonts.check` would also want the
 * full latin face, whose range overlaps the basic latin one the page loads instead.)
 */
async function faceLoaded(page: Page, family: string, weight: number): Promise<boolean> {
  return page.evaluate(
    ([name, value]) =>
      [...document.fonts].some(
        (face) =>
          face.family.replace(/^["']|["']$/g, '') === name &&
          face.weight === value &&
          face.status === 'loaded',
      ),
    [family, String(weight)] as const,
  );
}

/** The first family of an element's computed font-family, unquoted. */
async function firstFamily(page: Page, selector: string): Promise<string> {
  const family = await page
    .locator(selector)
    .first()
    .evaluate((element) => window.getComputedStyle(element).fontFamily);
  return family
    .split(',')[0]
    .trim()
    .replace(/^["']|["']$/g, '');
}

test.describe('fonts', () => {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`${kind} page (${path}) requests fonts and stylesheets from the site only`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? '').origin;
      const recorded = record(page);
      await page.goto(path);
      await settle(page);
      const foreign = [...recorded.fonts, ...recorded.stylesheets].filter(
        (url) => new URL(url).origin !== origin,
      );
      expect(foreign, 'font or stylesheet requests to another host').toEqual([]);
      expect(
        recorded.all.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin),
        'requests to another host',
      ).toEqual([]);
      // Only latin subsets: a page in English (or in Chinese, which no subset covers) needs no other.
      expect(
        recorded.fonts
          .map(fileName)
          .filter((name) => !/-latin-\d{3}-normal(\.[\w-]+)?\.woff2$/.test(name)),
        'font files other than latin woff2',
      ).toEqual([]);
    });
  }

  test('the shell is set in IBM Plex Sans', async ({ page }) => {
    const recorded = record(page);
    await page.goto(PAGES.guide);
    await settle(page);
    expect(await firstFamily(page, 'body')).toBe('IBM Plex Sans');
    expect(await firstFamily(page, 'nav[aria-label="Main navigation"] a')).toBe('IBM Plex Sans');
    expect(await faceLoaded(page, 'IBM Plex Sans', 400)).toBe(true);
    const names = recorded.fonts.map(fileName);
    // English text needs only the basic latin files (scripts/generate-fonts.ts), not the full
    // latin ones.
    expect(names.some((name) => name.startsWith('ibm-plex-sans-basic-latin-400'))).toBe(true);
    expect(names.filter((name) => name.startsWith('ibm-plex-sans-latin-'))).toEqual([]);
    // A page without demos loads no demo font.
    expect(names.filter((name) => /^(roboto|inter|material-icons)-/.test(name))).toEqual([]);
  });

  test('the search dialog (its ↑ ↓ key hints too) needs no full latin file', async ({ page }) => {
    const recorded = record(page);
    await page.goto(PAGES.guide);
    await settle(page);
    const dialog = page.getByRole('dialog');
    await expect(async () => {
      if (!(await dialog.isVisible())) {
        await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      }
      await expect(dialog).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 20_000 });
    await expect(dialog).toContainText('↑ ↓');
    await settle(page);
    expect(
      recorded.fonts.map(fileName).filter((name) => name.startsWith('ibm-plex-sans-latin-')),
    ).toEqual([]);
  });

  test('a character outside basic latin still comes from IBM Plex Sans, its full latin file', async ({
    page,
  }) => {
    const recorded = record(page);
    await page.goto(PAGES.guide);
    await settle(page);
    const faces = await page.evaluate(() =>
      document.fonts.load('400 16px "IBM Plex Sans"', 'é').then((loaded) => loaded.length),
    );
    expect(faces).toBeGreaterThan(0);
    await expect
      .poll(() =>
        recorded.fonts.map(fileName).filter((name) => name.startsWith('ibm-plex-sans-latin-400')),
      )
      .toHaveLength(1);
  });

  test('Material UI demos are set in Roboto, and the shell around them is not', async ({
    page,
  }) => {
    const recorded = record(page);
    await page.goto(PAGES.materialDemos);
    await settle(page);
    const button = '[data-demo-area="material"] .MuiButton-root';
    await expect(page.locator(button).first()).toBeVisible();
    expect(await firstFamily(page, button)).toBe('Roboto');
    expect(await firstFamily(page, '[data-demo-area="material"]')).toBe('Roboto');
    expect(await firstFamily(page, 'main h1')).not.toBe('Roboto');
    expect(await firstFamily(page, 'body')).toBe('IBM Plex Sans');
    await expect.poll(() => faceLoaded(page, 'Roboto', 500)).toBe(true);
    const names = recorded.fonts.map(fileName);
    expect(names.some((name) => name.startsWith('roboto-basic-latin-500-normal'))).toBe(true);
    expect(names.filter((name) => name.startsWith('inter-'))).toEqual([]);
    // Real SVG icons from @mui/icons-material in the button demos.
    await expect(
      page.locator('[data-demo-area="material"] svg[data-testid="DeleteIcon"]').first(),
    ).toBeVisible();
  });

  test('Joy UI demos are set in Inter', async ({ page }) => {
    const recorded = record(page);
    await page.goto(PAGES.joyDemos);
    await settle(page);
    const button = '[data-demo-area="joy"] .MuiButton-root';
    await expect(page.locator(button).first()).toBeVisible();
    expect(await firstFamily(page, button)).toBe('Inter');
    expect(await firstFamily(page, 'body')).toBe('IBM Plex Sans');
    await expect.poll(() => faceLoaded(page, 'Inter', 600)).toBe(true);
    const names = recorded.fonts.map(fileName);
    expect(names.some((name) => name.startsWith('inter-basic-latin-'))).toBe(true);
    expect(names.filter((name) => name.startsWith('roboto-'))).toEqual([]);
  });

  test('Icon draws glyphs from the self-hosted Material Icons font', async ({ page }) => {
    const recorded = record(page);
    await page.goto(PAGES.iconFont);
    await settle(page);
    const icon = page.locator('[data-demo-area="material"] .material-icons').first();
    await expect(icon).toBeVisible();
    expect(await firstFamily(page, '[data-demo-area="material"] .material-icons')).toBe(
      'Material Icons',
    );
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('24px "Material Icons"')))
      .toBe(true);
    // The ligature turns the word into one square glyph: the text is no wider than it is tall.
    const box = await icon.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rect = range.getBoundingClientRect();
      return { width: rect.width, height: rect.height };
    });
    expect(box.width).toBeLessThanOrEqual(box.height * 1.2);
    expect(
      recorded.fonts
        .map(fileName)
        .some((name) => name.startsWith('material-icons-latin-400-normal')),
    ).toBe(true);
  });

  test('every @font-face the site serves is a local file with font-display: optional', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const stylesheets = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'stylesheet') stylesheets.add(req.url());
    });
    for (const path of [PAGES.materialDemos, PAGES.joyDemos, PAGES.iconFont]) {
      await page.goto(path);
      await settle(page);
    }
    const faces: string[] = [];
    for (const url of stylesheets) {
      const css = await (await request.get(url)).text();
      faces.push(...(css.match(/@font-face\s*{[^}]*}/g) ?? []));
    }
    const familyOf = (face: string): string =>
      (/font-family:\s*([^;}]+)/.exec(face)?.[1] ?? '').replace(/["']/g, '').trim();
    const families = new Set(faces.map(familyOf));
    for (const family of ['IBM Plex Sans', 'Roboto', 'Inter', 'Material Icons']) {
      expect(families.has(family), `${family} is served`).toBe(true);
    }
    // The shell's and the demos' text fonts: a face that comes late is skipped for that page,
    // never swapped in (scripts/generate-fonts.ts). Material Icons keeps @fontsource's own
    // stylesheet, which swaps.
    for (const face of faces) {
      const display = familyOf(face) === 'Material Icons' ? 'swap' : 'optional';
      expect(face, `${familyOf(face)}: font-display: ${display}`).toMatch(
        new RegExp(`font-display:\\s*${display}`),
      );
      for (const [, src] of face.matchAll(/url\(([^)]+)\)/g)) {
        const resolved = new URL(src.replace(/["']/g, ''), origin);
        expect(resolved.origin, `font file ${src}`).toBe(origin);
      }
    }
    // Demo fonts ship only the weights in use.
    const weights = (family: string): number[] =>
      [
        ...new Set(
          faces
            .filter((face) => familyOf(face) === family)
            .map((face) => Number(/font-weight:\s*(\d+)/.exec(face)?.[1])),
        ),
      ].sort((a, b) => a - b);
    expect(weights('Roboto')).toEqual([300, 400, 500, 700]);
    expect(weights('Inter')).toEqual([400, 500, 600, 700]);
  });
});
