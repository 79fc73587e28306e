import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  COOKIES,
  choose,
  closeSettings,
  isSameDocument,
  markDocument,
  openSettings,
  waitForHydration,
} from './support/site';

const BUTTON_PAGE = '/material-ui/react-button/';
const BADGE_PAGE = '/base-ui/react-badge/';
const CLICK_AWAY_PAGE = '/base-ui/react-click-away-listener/';

function demo(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The code-language button whose visible text is `JS` or `TS` (named JavaScript, TypeScript). */
function languageToggle(demoRegion: Locator, text: 'JS' | 'TS'): Locator {
  const name = text === 'JS' ? 'JavaScript' : 'TypeScript';
  return demoRegion
    .getByRole('group', { name: 'Code language', exact: true })
    .getByRole('button', { name, exact: true });
}

/** Shows a demo's source (retrying until the page has hydrated) and returns its code block. */
async function showCode(demoRegion: Locator): Promise<Locator> {
  const block = demoRegion.locator('.code-block');
  await expect(async () => {
    if (!(await block.isVisible())) {
      await demoRegion.getByRole('button', { name: 'Show code', exact: true }).click();
    }
    await expect(block).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return block;
}

async function cookie(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((item) => item.name === name)?.value;
}

test('a demo switches between TypeScript and JavaScript and the choice survives a reload', async ({
  page,
}) => {
  await page.goto(BUTTON_PAGE);
  const basic = demo(page, 'BasicButtons');
  // The live component renders.
  await expect(basic.locator('.demo-preview').getByRole('button').first()).toBeVisible();
  const block = await showCode(basic);
  await expect(block).toHaveAttribute('data-language', 'tsx');
  await expect(languageToggle(basic, 'TS')).toHaveAttribute('aria-pressed', 'true');

  await languageToggle(basic, 'JS').click();
  await expect(languageToggle(basic, 'JS')).toHaveAttribute('aria-pressed', 'true');
  await expect(block).toHaveAttribute('data-language', 'jsx');
  expect(await cookie(page, COOKIES.codeVariant)).toBe('JS');
  // Every demo of the page follows the preference.
  await expect(languageToggle(demo(page, 'ButtonColorsAndSizes'), 'JS')).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  const again = demo(page, 'BasicButtons');
  await expect(languageToggle(again, 'JS')).toHaveAttribute('aria-pressed', 'true');
  await expect(await showCode(again)).toHaveAttribute('data-language', 'jsx');
});

test('the JavaScript source is derived from the TypeScript one, without its types', async ({
  page,
}) => {
  await page.goto(`${BUTTON_PAGE}#ButtonColorsAndSizes.tsx`);
  const block = demo(page, 'ButtonColorsAndSizes').locator('.code-block');
  await expect(block).toHaveAttribute('data-language', 'tsx');
  await expect(block.locator('pre')).toContainText('as const');
  await languageToggle(demo(page, 'ButtonColorsAndSizes'), 'JS').click();
  await expect(block).toHaveAttribute('data-language', 'jsx');
  await expect(block.locator('pre')).toContainText('const colors = [');
  await expect(block.locator('pre')).not.toContainText('as const');
});

test('#<Demo>.js opens that demo with its JavaScript source, #<Demo>.tsx with TypeScript', async ({
  page,
  context,
  baseURL,
}) => {
  // The hash wins over a saved preference (docs/product-rules.md#code-variant-and-styling).
  await context.addCookies([{ name: COOKIES.codeVariant, value: 'TS', url: `${baseURL}/` }]);
  await page.goto(`${BUTTON_PAGE}#ButtonColorsAndSizes.js`);
  const target = demo(page, 'ButtonColorsAndSizes');
  await expect(target.locator('.code-block')).toHaveAttribute('data-language', 'jsx');
  await expect(target).toBeInViewport();
  // Only the named demo opens (the other shows its short preview, not its code).
  await expect(
    demo(page, 'BasicButtons').getByRole('button', { name: 'Hide code', exact: true }),
  ).toHaveCount(0);

  await context.addCookies([{ name: COOKIES.codeVariant, value: 'JS', url: `${baseURL}/` }]);
  await page.goto('/');
  await page.goto(`${BUTTON_PAGE}#BasicButtons.tsx`);
  await expect(demo(page, 'BasicButtons').locator('.code-block')).toHaveAttribute(
    'data-language',
    'tsx',
  );
});

test('a Base UI page switches its demos to Tailwind and CSS, and says when a variant is missing', async ({
  page,
}) => {
  await page.goto(BADGE_PAGE);
  const styled = demo(page, 'UnstyledBadge');
  await expect(styled.locator('.demo-preview .MuiBadge-root').first()).toBeVisible();
  await expect(styled.locator('.tw-badge, .css-badge')).toHaveCount(0);
  await expect(styled).not.toContainText('has no');

  let dialog = await openSettings(page);
  await choose(dialog, 'Styling', 'Tailwind');
  await closeSettings(page);
  await expect(styled.locator('.demo-preview .tw-badge')).toBeVisible();
  await expect(styled).not.toContainText('has no');
  await expect(await showCode(styled)).toContainText('tw-badge');

  // A page with a demo that has variants and one that has none (its behaviour is the point).
  await page.goto(CLICK_AWAY_PAGE);
  const withVariants = demo(page, 'ClickAwayListenerBasic');
  const plain = demo(page, 'ClickAwayListenerMouseDown');
  await expect(withVariants.locator('.demo-preview .tw-clickaway')).toBeVisible();
  await expect(withVariants).not.toContainText('has no');
  await expect(plain).toContainText('This demo has no Tailwind variant');

  dialog = await openSettings(page);
  await choose(dialog, 'Styling', 'CSS');
  await closeSettings(page);
  await expect(withVariants.locator('.demo-preview .css-clickaway')).toBeVisible();
  await expect(plain).toContainText('This demo has no CSS variant');
  expect(await cookie(page, COOKIES.codeStyling)).toBe('css');

  await page.goto(BADGE_PAGE);
  await expect(demo(page, 'UnstyledBadge').locator('.demo-preview .css-badge')).toBeVisible();
  await expect(await showCode(demo(page, 'UnstyledBadge'))).toContainText('css-badge');
});

test('a component page reached in the app from another area runs its own demos, without a reload', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  await page.goto(BUTTON_PAGE);
  await waitForHydration(page);
  // The Material UI route's registry names Material UI's component pages only.
  expect(scripts.some((code) => code.includes('"material-ui/react-slider"'))).toBe(true);
  expect(scripts.some((code) => code.includes('"joy-ui/react-slider"'))).toBe(false);
  await markDocument(page);
  await page.evaluate(() => {
    const next = (window as unknown as { next?: { router?: { push: (url: string) => unknown } } })
      .next;
    if (!next?.router) throw new Error("Next's router is not on the Button page");
    void next.router.push('/joy-ui/react-switch/');
  });
  await expect(page).toHaveURL(/\/joy-ui\/react-switch\/$/);
  const joySwitch = page.locator('main .MuiSwitch-root input[type="checkbox"]').first();
  await expect(joySwitch).toBeVisible();
  const before = await joySwitch.isChecked();
  await joySwitch.click();
  await expect(joySwitch).toBeChecked({ checked: !before });
  expect(scripts.some((code) => code.includes('"joy-ui/react-slider"'))).toBe(true);
  expect(await isSameDocument(page), 'no full reload').toBe(true);
});

test("MUI X's watermark lies over its own Pro demo when the site has no licence key", async ({
  page,
}) => {
  await page.goto('/x/react-date-pickers/date-range-calendar/');
  await waitForHydration(page);
  const watermark = page.getByText('MUI X Missing license key').first();
  await expect(watermark).toBeVisible();
  const inPreview = await watermark.evaluate((element) => {
    const preview = element.closest('.demo-preview');
    if (!preview) return false;
    const own = element.getBoundingClientRect();
    const box = preview.getBoundingClientRect();
    return own.top >= box.top && own.bottom <= box.bottom;
  });
  expect(inPreview, 'the watermark lies over its own demo').toBe(true);
});

test.describe('what a demo places absolutely stays within its box', () => {
  for (const path of [
    '/x/react-date-pickers/date-range-calendar/',
    '/base-ui/react-badge/',
    '/material-ui/react-speed-dial/',
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const escaped = await page.locator('.demo-preview').evaluateAll((previews) =>
        previews.flatMap((preview) =>
          Array.from(preview.querySelectorAll('*'))
            .filter(
              // SVG elements have no offsetParent: the HTML elements around them are checked.
              (element): element is HTMLElement =>
                element instanceof HTMLElement &&
                getComputedStyle(element).position === 'absolute' &&
                element.getClientRects().length > 0 &&
                !(element.offsetParent && preview.contains(element.offsetParent)),
            )
            .map((element) => element.outerHTML.slice(0, 160)),
        ),
      );
      expect(escaped).toEqual([]);
    });
  }
});

/**
 * The pickers' open-picker buttons are named from the date they hold, formatted by the dayjs that
 * AdapterDayjs extends with its plugins. A server render with a second copy of dayjs wrote the
 * format itself ("selected date is ll"), and React keeps server attributes when it hydrates.
 */
test('the pickers name their selected date and time in the HTML as served', async ({ request }) => {
  // A page, and the name of one of its open-picker buttons, from the value its demo starts with.
  const named: readonly [string, string][] = [
    ['/x/react-date-pickers/', 'Choose date, selected date is Apr 17, 2024'],
    ['/x/react-date-pickers/time-range-picker/', 'Choose time, selected time is 10:00 AM'],
    ['/x/react-date-pickers/custom-opening-button/', 'Choose time, selected time is 9:30 AM'],
  ];
  for (const [path, name] of named) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(name);
    expect(html, path).not.toMatch(/selected (date|time) is (L|LL|ll|LT|LTS|lll)"/);
  }
});
