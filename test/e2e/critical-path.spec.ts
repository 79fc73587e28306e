import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/site';
import { referencedAssets } from '../../scripts/bench/pageWeight';
import { chunkModuleIds, modulesInMoreThanOneChunk } from '../../scripts/bench/chunkModules';
import { COMPILE_HINT } from '../../src/core/compileHints';

// docs/performance.md#a-shell-without-the-styling-runtime: the shell is static CSS over the theme's variables, and MUI and emotion load only
// where MUI components render (demos, drawers, menus, dialogs). A guide or API page without
// demos must not download them before the reader asks for one, and a page with demos downloads
// each module once.

const PAGES = {
  home: '/',
  guide: '/material-ui/getting-started/installation/',
  component: '/material-ui/react-button/',
  api: '/material-ui/api/button/',
} as const;

/**
 * What a module of each library leaves in a minified chunk: emotion's style elements are named
 * by `data-emotion`; the style system's `bgcolor` shorthand; a Material component's class names
 * (`MuiTypography`, `MuiSvgIcon`, …). The component page, whose demos need them, proves that the
 * markers still find them.
 */
const MARKERS: { library: string; pattern: RegExp }[] = [
  { library: '@emotion', pattern: /data-emotion/ },
  { library: '@mui/system', pattern: /\bbgcolor\b/ },
  { library: '@mui/material', pattern: /\bMui[A-Z][a-zA-Z]+/ },
];

/** The libraries whose markers appear in `scripts`, fetched as the browser got them. */
async function librariesIn(request: APIRequestContext, scripts: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const url of scripts) {
    const text = await (await request.get(url)).text();
    for (const { library, pattern } of MARKERS) {
      if (pattern.test(text)) found.add(`${library} in ${new URL(url, 'http://site').pathname}`);
    }
  }
  return [...found];
}

/** Opens the page and waits until it has hydrated and its network is quiet (lazy chunks loaded). */
async function openSettled(page: Page, pagePath: string): Promise<void> {
  await page.goto(pagePath);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/**
 * Every script the page ran, from its HTML and after (lazily loaded chunks). The paint-first
 * loader preloads the page's own (`<link rel="preload">`, src/content/export/paintFirstScripts.ts).
 */
async function scriptsRun(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry): entry is PerformanceResourceTiming =>
          entry instanceof PerformanceResourceTiming &&
          ['script', 'link'].includes(entry.initiatorType),
      )
      .map((entry) => entry.name)
      .filter((url) => /^\/_next\/static\/chunks\/.+\.js$/.test(new URL(url).pathname)),
  );
}

// Next's router prefetches the routes of the links in view and runs their modules in idle time.
// What is held here is what the page itself loads (page weight is counted before any prefetching). Next
// prefetches nothing for Googlebot's user agent, so that is the browser these pages load in.
test.describe('a page without demos, prefetching aside', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });

  for (const kind of ['guide', 'api'] as const) {
    test(`the ${kind} page loads no MUI or emotion code before interaction`, async ({
      page,
      request,
    }) => {
      await openSettled(page, PAGES[kind]);
      const scripts = await scriptsRun(page);
      expect(scripts.length).toBeGreaterThan(0);
      expect(await librariesIn(request, scripts)).toEqual([]);
    });
  }

  // The search dialog is the shell's own: a first search from a guide page downloads its code and
  // the index, not the library (it once brought 161 KiB of MUI chunks; the first query's budget).
  test('a first search from the guide page loads no MUI or emotion code', async ({
    page,
    request,
  }) => {
    await openSettled(page, PAGES.guide);
    const before = new Set(await scriptsRun(page));
    await page.locator('body').press('Control+k');
    await page.getByRole('dialog').getByRole('searchbox').fill('button');
    await expect(page.getByRole('listbox')).toHaveAttribute('data-answered-query', 'button');
    const loaded = (await scriptsRun(page)).filter((url) => !before.has(url));
    expect(loaded.length, 'the dialog is loaded when first opened').toBeGreaterThan(0);
    expect(await librariesIn(request, loaded)).toEqual([]);
  });
});

// Demos load MUI and emotion once the page is interactive (src/components/docs/island/): the
// markers find them among the scripts a component page has run when its demos have hydrated.
test('the markers find MUI and emotion where demos need them (component page)', async ({
  page,
  request,
}) => {
  await openSettled(page, PAGES.component);
  const found = await librariesIn(request, await scriptsRun(page));
  for (const { library } of MARKERS) {
    expect(found.some((entry) => entry.startsWith(`${library} in`))).toBe(true);
  }
});

// A module in two of a page's chunks is downloaded twice. The byte budgets themselves are the
// benchmark's (npm run bench).
const ONCE_PAGES = [
  ...Object.values(PAGES),
  '/joy-ui/react-button/',
  '/base-ui/react-button/',
  '/zh/material-ui/react-button/',
];

for (const pagePath of ONCE_PAGES) {
  test(`${pagePath} downloads each module of its scripts once (docs/upgrading.md#script-chunks)`, async ({
    request,
  }) => {
    const html = await (await request.get(pagePath)).text();
    const chunks = await Promise.all(
      referencedAssets(html)
        .scripts.filter((url) => url.startsWith('/_next/static/chunks/'))
        .map(async (url) => ({ name: url, source: await (await request.get(url)).text() })),
    );
    // The reading is real: the page's chunks define modules.
    expect(chunks.flatMap((chunk) => chunkModuleIds(chunk.source)).length).toBeGreaterThan(50);
    expect(modulesInMoreThanOneChunk(chunks)).toEqual([]);
  });
}

// The browser compiles a chunk's functions while it downloads it only when its first line is V8's
// compile hint (scripts/export/07-compile-hints.ts): without it, compiling the modules fell into
// the long tasks that evaluate them (the component page's Total Blocking Time).
test('every chunk the component page runs, lazily loaded ones too, starts with the compile hint (docs/upgrading.md#script-chunks)', async ({
  page,
  request,
}) => {
  await openSettled(page, PAGES.component);
  const scripts = await scriptsRun(page);
  const html = await (await request.get(PAGES.component)).text();
  const listed = referencedAssets(html).scripts.filter((url) =>
    url.startsWith('/_next/static/chunks/'),
  );
  // The demos' code comes in chunks the page's HTML does not list.
  expect(scripts.length).toBeGreaterThan(listed.length);
  const without: string[] = [];
  for (const url of scripts) {
    const text = await (await request.get(url)).text();
    if (!text.startsWith(`${COMPILE_HINT}\n`)) without.push(new URL(url).pathname);
  }
  expect(without).toEqual([]);
});

// A styled component wrapping another inserts a rule for its own layer that no element carries:
// its styles are merged into the inner component's rule, which the element has
// (src/theme/composedStyleLayers.ts). The page lists those layers as inserted, so that the
// browser's cache does not insert them while the page hydrates; before, the Button page inserted
// seventeen of them. (A rule for a class no element has yet, such as a closed tooltip's, is no
// layer: its declarations are in no rule of the page.)
test('the component page inserts no composition layer of a class it carries (docs/upgrading.md#emotions-style-elements)', async ({
  page,
}) => {
  await openSettled(page, PAGES.component);
  const found = await page.evaluate(() => {
    const declarations = (rule: CSSStyleRule) =>
      Array.from(rule.style, (property) => `${property}:${rule.style.getPropertyValue(property)}`);
    const baseRules = (sheet: CSSStyleSheet | null) =>
      Array.from(sheet?.cssRules ?? []).filter(
        (rule): rule is CSSStyleRule =>
          rule instanceof CSSStyleRule && /^\.css-[a-z0-9]+$/.test(rule.selectorText),
      );
    const carried = (rule: CSSStyleRule) =>
      document.getElementsByClassName(rule.selectorText.slice(1)).length > 0;
    const pageRules = Array.from(document.styleSheets).flatMap(baseRules).filter(carried);
    const insertedHere = Array.from(
      document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'),
    ).flatMap((element) => baseRules(element.sheet));
    const layers = insertedHere
      .filter((rule) => !carried(rule))
      .filter((rule) => {
        const own = declarations(rule);
        return pageRules.some((merged) => {
          const all = new Set(declarations(merged));
          return merged.selectorText !== rule.selectorText && own.every((d) => all.has(d));
        });
      })
      .map((rule) => rule.selectorText);
    return { inserted: insertedHere.length, carried: pageRules.length, layers };
  });
  // The reading is real: the page's rules are found, and its buttons insert their ripples.
  expect(found.carried).toBeGreaterThan(10);
  expect(found.inserted).toBeGreaterThan(0);
  expect(found.layers).toEqual([]);
});

// Next's runtime manifests are on every page: the export minifies them
// (scripts/export/08-next-manifests.ts), and Next still reads its routes from them.
test("the guide page's Next manifests are minified, and Next reads its routes from them (docs/upgrading.md#runtime-manifests)", async ({
  page,
  request,
}) => {
  await page.goto(PAGES.guide);
  await waitForHydration(page);
  const manifests = referencedAssets(await (await request.get(PAGES.guide)).text()).scripts.filter(
    (url) => /\/_[A-Za-z]+Manifest\.js$/.test(url),
  );
  expect(manifests.map((url) => url.split('/').pop()).sort()).toEqual(
    expect.arrayContaining(['_buildManifest.js', '_ssgManifest.js']),
  );
  for (const url of manifests) {
    const text = await (await request.get(url)).text();
    expect(text, url).not.toMatch(/\n\s/);
  }
  // They load once the page has hydrated (src/content/export/paintFirstScripts.ts).
  const routes = await page.waitForFunction(
    () =>
      (window as unknown as { __BUILD_MANIFEST?: { sortedPages?: string[] } }).__BUILD_MANIFEST
        ?.sortedPages,
  );
  expect(await routes.jsonValue()).toContain('/[area]/api/[name]');
});

// Node's process emulation (next/dist/compiled/process) is aliased to a shim in the browser
// (src/theme/browserProcess.cjs): the guide page's scripts hold the shim, not the emulation.
test("the guide page ships the site's process shim, not Node's emulation (docs/upgrading.md#the-browsers-process)", async ({
  request,
}) => {
  const html = await (await request.get(PAGES.guide)).text();
  const sources = await Promise.all(
    referencedAssets(html).scripts.map(async (url) => (await request.get(url)).text()),
  );
  const all = sources.join('\n');
  expect(all).toContain('platform:"browser"');
  expect(all).not.toContain('setTimeout has not been defined');
});
