/**
 * Gate: accessible names. The names of docs/product-rules.md#accessible-names on one page of every kind —
 * home, guide, component, API, Joy UI, Base UI, System, the data grid, the date pickers — in
 * English and under /zh/, where they are the Chinese translations: the skip link first, the
 * header's buttons, the product switcher, the side navigation and its current page, the settings
 * drawer's groups and buttons, the language menu, the search dialog, the what's new menu and the
 * repository link, every demo toolbar, Copy on code, the API display toggle, and on docs pages
 * the page feedback (its comment box once voted) and Back to top, and a component page's
 * playground.
 */
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { localized, type Language } from '../../scripts/gates/pageSet';
import { contextFor, settle } from './support/cleanLoad';
import { LANGUAGE_MENU_ITEMS, contractNames, type ContractNames } from './support/contractNames';

interface NamedPage {
  kind: string;
  path: string;
  /** The product switcher's name, or null on pages of no product. */
  product: string | null;
  /** The page is a link of the side navigation (so it is the current one there). */
  inNavigation: boolean;
  /** The page shows live demos, each with its toolbar. */
  demos: boolean;
  /** The page shows code blocks outside demos. */
  code: boolean;
  /** The page lists props, slots or classes with the API display toggle. */
  api: boolean;
  /** Navigation badges this page's side navigation shows (its area's tree has them). */
  badges?: readonly BadgeName[];
  /** The page has a playground (data/<area>/playground.ts). */
  playground?: boolean;
  /** The links under a component page's title that its front matter gives. */
  componentLinks?: readonly LinkName[];
}

type LinkName =
  | 'linkSource'
  | 'linkWaiAria'
  | 'linkMaterialDesign'
  | 'linkFigma'
  | 'linkBundleSize'
  | 'linkFeedback';

type BadgeName = (typeof ALL_BADGES)[number];

const ALL_BADGES = [
  'badgeNew',
  'badgePlanned',
  'badgeUnstable',
  'badgeLegacy',
  'badgePro',
  'badgePremium',
] as const;

const PAGES: readonly NamedPage[] = [
  {
    kind: 'home',
    path: '/',
    product: null,
    inNavigation: false,
    demos: false,
    code: false,
    api: false,
  },
  {
    kind: 'guide',
    path: '/material-ui/getting-started/installation/',
    product: 'Material UI',
    inNavigation: true,
    demos: false,
    code: true,
    api: false,
  },
  {
    kind: 'component',
    path: '/material-ui/react-button/',
    product: 'Material UI',
    inNavigation: true,
    demos: true,
    code: false,
    api: false,
    playground: true,
    // Material UI's tree marks Grid v2 unstable and Hidden legacy.
    badges: ['badgeUnstable', 'badgeLegacy'],
    componentLinks: [
      'linkSource',
      'linkWaiAria',
      'linkMaterialDesign',
      'linkFigma',
      'linkBundleSize',
      'linkFeedback',
    ],
  },
  {
    kind: 'API',
    path: '/material-ui/api/button/',
    product: 'Material UI',
    inNavigation: false,
    demos: false,
    code: true,
    api: true,
  },
  {
    kind: 'Joy UI component',
    path: '/joy-ui/react-button/',
    product: 'Joy UI',
    inNavigation: true,
    demos: true,
    code: false,
    api: false,
    playground: true,
    componentLinks: ['linkSource', 'linkWaiAria', 'linkFigma', 'linkBundleSize', 'linkFeedback'],
  },
  {
    kind: 'Base UI component',
    path: '/base-ui/react-button/',
    product: 'Base UI',
    inNavigation: true,
    demos: true,
    code: false,
    api: false,
    componentLinks: ['linkSource', 'linkWaiAria', 'linkBundleSize', 'linkFeedback'],
  },
  {
    kind: 'System component',
    path: '/system/react-box/',
    product: 'MUI System',
    inNavigation: true,
    demos: true,
    code: false,
    api: false,
  },
  {
    kind: 'X data grid',
    path: '/x/react-data-grid/',
    product: 'Data Grid',
    inNavigation: true,
    demos: true,
    code: false,
    api: false,
    badges: ['badgeNew', 'badgePlanned', 'badgePro', 'badgePremium'],
  },
  {
    kind: 'X date pickers',
    path: '/x/react-date-pickers/',
    product: 'Date and Time Pickers',
    inNavigation: true,
    demos: true,
    code: false,
    api: false,
  },
];

function button(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name, exact: true });
}

function group(scope: Locator, name: string): Locator {
  return scope.getByRole('group', { name, exact: true });
}

/** Each of `names` is a button of the group `name`. */
async function expectGroup(scope: Locator, name: string, names: readonly string[]) {
  const found = group(scope, name).first();
  await expect(found, `group ${name}`).toBeVisible();
  for (const item of names) {
    await expect(button(found, item), `${item} in ${name}`).toBeVisible();
  }
}

async function expectSkipLinkFirst(page: Page, n: ContractNames): Promise<void> {
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: n.skipToContent, exact: true })).toBeFocused();
}

async function expectHeader(page: Page, n: ContractNames, product: string | null) {
  const banner = page.getByRole('banner');
  for (const name of [n.search, n.whatsNew, n.language, n.settings]) {
    await expect(button(banner, name), `header button ${name}`).toBeVisible();
  }
  await expect(
    banner.getByRole('link', { name: n.repository, exact: true }),
    `header link ${n.repository}`,
  ).toBeVisible();
  if (product !== null) {
    // Its name starts with the product; the version label is visible text beside it.
    const switcher = banner.getByRole('button', { name: new RegExp(`^${product} v\\d`) });
    await expect(switcher, `product switcher naming ${product}`).toBeVisible();
    await expect(switcher.getByText(/^v\d+\.\d+/)).toBeVisible();
  }
}

/**
 * Opens the navigation's closed groups one by one (a closed group renders its links, and their
 * badges, only once opened), re-reading the tree after each: an opened group may hold more.
 */
/**
 * Clicks every closed group open, nested ones once their parent shows them. In the page, a round
 * per level: a click at a time from the test costs a round trip and a re-render per group, which
 * on the X navigation (dozens of groups) took most of a test's time.
 */
async function openEveryGroup(nav: Locator): Promise<void> {
  const closed = nav.locator('button.nav-group[aria-expanded="false"]');
  for (let round = 0; (await closed.count()) > 0; round += 1) {
    expect(round, 'navigation groups still closed after 10 rounds of opening').toBeLessThan(10);
    await closed.evaluateAll((buttons) => {
      for (const button of buttons) {
        (button as HTMLButtonElement).click();
      }
    });
  }
}

async function expectNavigation(
  page: Page,
  n: ContractNames,
  path: string,
  current: boolean,
  badges: readonly BadgeName[],
) {
  const nav = page.getByRole('navigation', { name: n.mainNavigation, exact: true });
  await expect(nav).toBeAttached();
  if (badges.length > 0) {
    await openEveryGroup(nav);
  }
  // Every badge reads one of the contract's names, and the expected ones are there.
  const shown = new Set(await nav.locator('.nav-badge').allTextContents());
  const names = new Set<string>(ALL_BADGES.map((badge) => n[badge]));
  expect(
    [...shown].filter((text) => !names.has(text)),
    'badges outside the contract',
  ).toEqual([]);
  for (const badge of badges) {
    expect(shown.has(n[badge]), `the ${n[badge]} badge in the navigation`).toBe(true);
  }
  if (current) {
    const link = nav.locator('a[aria-current="page"]');
    await expect(link, 'the current page is marked in the navigation').toHaveCount(1);
    expect(new URL((await link.getAttribute('href')) ?? '', 'http://site').pathname).toBe(path);
  }
}

async function expectSettingsDrawer(page: Page, n: ContractNames): Promise<void> {
  const open = button(page.getByRole('banner'), n.settings);
  const dialog = page.getByRole('dialog', { name: n.settings, exact: true });
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await open.click();
    }
    await expect(dialog).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
  await expectGroup(dialog, n.mode, [n.light, n.system, n.dark]);
  await expectGroup(dialog, n.direction, [n.ltr, n.rtl]);
  await expect(dialog.getByRole('switch', { name: n.dense, exact: true })).toBeAttached();
  for (const name of [n.increaseSpacing, n.decreaseSpacing, n.resetDensity]) {
    await expect(button(dialog, name)).toBeVisible();
  }
  await expectGroup(dialog, n.codeLanguage, [n.javascript, n.typescript]);
  await expectGroup(dialog, n.styling, [n.muiSystem, n.tailwind, n.css]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function expectLanguageMenu(page: Page, n: ContractNames): Promise<void> {
  await button(page.getByRole('banner'), n.language).click();
  const menu = page.getByRole('menu');
  for (const item of LANGUAGE_MENU_ITEMS) {
    await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

async function expectSearchDialog(page: Page, n: ContractNames): Promise<void> {
  await button(page.getByRole('banner'), n.search).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('searchbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function expectWhatsNewMenu(page: Page, n: ContractNames): Promise<void> {
  await button(page.getByRole('banner'), n.whatsNew).click();
  const menu = page.getByRole('menu', { name: n.whatsNew, exact: true });
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** The page feedback at the end of the page, its comment box once voted, and Back to top. */
async function expectFeedbackAndBackToTop(page: Page, n: ContractNames): Promise<void> {
  const region = page.getByRole('region', { name: n.feedbackRegion, exact: true });
  await expect(button(region, n.feedbackNo)).toBeVisible();
  await button(region, n.feedbackYes).click();
  await expect(region.getByRole('textbox', { name: n.feedbackComment, exact: true })).toBeVisible();
  await expect(region.getByRole('link', { name: n.feedbackOpenIssue, exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const backToTop = button(page, n.backToTop);
  if (await page.evaluate(() => document.documentElement.scrollHeight > 3 * innerHeight)) {
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect(page.getByRole('main')).toBeFocused();
  }
}

/** The named list of links under the title holds exactly `names`, in order. */
async function expectComponentLinks(
  page: Page,
  n: ContractNames,
  names: readonly LinkName[],
): Promise<void> {
  const list = page.getByRole('main').getByRole('list', { name: n.componentLinks, exact: true });
  await expect(list, `list ${n.componentLinks}`).toBeVisible();
  await expect(list.getByRole('link')).toHaveText(names.map((name) => n[name]));
}

async function expectDemoToolbars(page: Page, n: ContractNames): Promise<void> {
  const toolbars = page.getByRole('toolbar', { name: n.demoToolbar, exact: true });
  const count = await toolbars.count();
  expect(count, 'the page shows demos').toBeGreaterThan(0);
  // Counted over all toolbars at once: one query of the page per name, not one per demo (a page
  // of data grids has a large accessibility tree, and each role query walks all of it).
  const languages = group(toolbars, n.codeLanguage);
  await expect(languages, `a ${n.codeLanguage} group in every toolbar`).toHaveCount(count);
  for (const name of [n.javascript, n.typescript]) {
    await expect(button(languages, name), `${name} in every ${n.codeLanguage}`).toHaveCount(count);
  }
  for (const name of [n.showCode, n.resetDemo]) {
    await expect(button(toolbars, name), `${name} in every toolbar`).toHaveCount(count);
  }
  // Every page of demos opens them in StackBlitz (a demo may not be openable: its own modules).
  await expect(
    page.getByRole('button', { name: /StackBlitz|CodeSandbox/ }).first(),
    'a control naming StackBlitz or CodeSandbox',
  ).toBeVisible();
  // The first demo's code, once shown: Hide code, and Copy on the code.
  const region = page.getByRole('region').filter({ has: toolbars.first() }).first();
  await button(toolbars.first(), n.showCode).click();
  await expect(button(toolbars.first(), n.hideCode)).toBeVisible();
  await expect(button(region, n.copy)).toBeVisible();
}

async function expectPlayground(page: Page, n: ContractNames): Promise<void> {
  const heading = page.getByRole('heading', { level: 2, name: n.playground, exact: true });
  await heading.scrollIntoViewIfNeeded();
  const section = page.locator('section[aria-labelledby="playground"]');
  await expect(section.getByRole('region', { name: n.playgroundCode, exact: true })).toBeVisible();
  await expect(button(section, n.playgroundCopy)).toBeVisible();
  await expect(button(section, n.playgroundReset)).toBeVisible();
}

test.describe('accessible names (docs/product-rules.md#accessible-names)', () => {
  for (const language of ['en', 'zh'] as const satisfies readonly Language[]) {
    const n = contractNames(language);
    for (const named of PAGES) {
      const url = localized(named.path, language);
      test(`${named.kind} ${url}`, async ({ browser, baseURL }) => {
        const context = await contextFor(browser, baseURL ?? '', {
          mode: 'light',
          direction: 'ltr',
          language,
        });
        try {
          const page = await context.newPage();
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(url);
          await settle(page);
          await expectSkipLinkFirst(page, n);
          await expectHeader(page, n, named.product);
          if (named.path !== '/') {
            await expectNavigation(page, n, url, named.inNavigation, named.badges ?? []);
          }
          await expectSettingsDrawer(page, n);
          await expectLanguageMenu(page, n);
          await expectSearchDialog(page, n);
          await expectWhatsNewMenu(page, n);
          if (named.code) {
            await expect(button(page.getByRole('main'), n.copy).first()).toBeVisible();
          }
          if (named.api) {
            await expectGroup(page.getByRole('main'), n.apiDisplay, [
              n.collapsedList,
              n.expandedList,
              n.table,
            ]);
          }
          if (named.componentLinks) {
            await expectComponentLinks(page, n, named.componentLinks);
          } else {
            await expect(page.locator('.component-links'), 'no component links').toHaveCount(0);
          }
          if (named.demos) {
            await expectDemoToolbars(page, n);
          }
          if (named.path !== '/') {
            await expectFeedbackAndBackToTop(page, n);
          }
          if (named.playground) {
            await expectPlayground(page, n);
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});
