import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/site';
import { referencedAssets } from '../../scripts/bench/pageWeight';

// Issue 24: the shell is static CSS over the theme's variables, and MUI and emotion load only
// where MUI components render (demos, drawers, menus, dialogs). A guide or API page without
// demos must not download them before the reader asks for one; each page kind stays within its
// JavaScript budget (bench/budgets.json).

const BUDGETS = JSON.parse(fs.readFileSync(path.resolve('bench/budgets.json'), 'utf8')) as {
  pageWeight: Record<string, { jsKiB: { max: number } }>;
};

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

/**
 * Every script the page ran, from its HTML and after (lazily loaded chunks). The chunks Next
 * prefetches for the pages its links lead to are downloaded with `<link rel="prefetch">` and not
 * run: they belong to those pages.
 */
async function scriptsRun(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry): entry is PerformanceResourceTiming =>
          entry instanceof PerformanceResourceTiming && entry.initiatorType === 'script',
      )
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/_next/static/chunks/')),
  );
}

for (const kind of ['guide', 'api'] as const) {
  test(`the ${kind} page loads no MUI or emotion code before interaction`, async ({
    page,
    request,
  }) => {
    await page.goto(PAGES[kind]);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const scripts = await scriptsRun(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(await librariesIn(request, scripts)).toEqual([]);
  });
}

test('the markers find MUI and emotion where demos need them (component page)', async ({
  request,
}) => {
  const html = await (await request.get(PAGES.component)).text();
  const found = await librariesIn(request, referencedAssets(html).scripts);
  for (const { library } of MARKERS) {
    expect(found.some((entry) => entry.startsWith(`${library} in`))).toBe(true);
  }
});

for (const [kind, pagePath] of Object.entries(PAGES)) {
  test(`the ${kind} page's JavaScript fits its budget`, async ({ request }) => {
    const html = await (await request.get(pagePath)).text();
    let bytes = 0;
    for (const url of referencedAssets(html).scripts) {
      const body = await (await request.get(url)).body();
      bytes += zlib.gzipSync(body, { level: 9 }).length;
    }
    expect(bytes / 1024).toBeLessThanOrEqual(BUDGETS.pageWeight[kind].jsKiB.max);
  });
}
