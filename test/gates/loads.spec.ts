/**
 * Gate: clean loads. One page of every kind, in each language in the default look (light, left to
 * right) and its opposite (dark, right to left), the 404 page, and a deterministic sample of the sitemap in all four looks (with Chinese twins for
 * every third page): no console error, no hydration warning, no failed request, no uncaught
 * exception. The accessibility gate loads every kind in AXE_VARIANTS and holds those loads to
 * the same rules, so the kinds are opened here only in VARIANTS_BEYOND_AXE.
 */
import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import {
  LOOKS,
  NOT_FOUND,
  VARIANTS_BEYOND_AXE,
  describeVariant,
  gatePlan,
  localized,
  samplePages,
  type Variant,
} from '../../scripts/gates/pageSet';
import {
  contextFor,
  formatLoadProblems,
  openAndWatch,
  sitemapPaths,
  type LoadProblem,
} from './support/cleanLoad';

/** At least 150 further pages (the floor), plus their Chinese twins for a third. */
export const SAMPLE_SIZE = 150;

const plan = gatePlan(sitemapPaths(), SAMPLE_SIZE);

async function expectCleanLoad(
  browser: Browser,
  baseURL: string | undefined,
  url: string,
  variant: Variant,
  expectedStatus = 200,
): Promise<void> {
  if (!baseURL) {
    throw new Error('The gates need the baseURL of the site');
  }
  const context = await contextFor(browser, baseURL, variant);
  try {
    const page = await context.newPage();
    let status = 0;
    page.on('response', (response) => {
      if (
        response.request().isNavigationRequest() &&
        response.request().frame() === page.mainFrame()
      ) {
        status = response.status();
      }
    });
    const problems = await openAndWatch(page, url);
    // The one failure a 404 page is allowed: its own document's status (reported as a failed
    // request, and by Chromium in the console with the document as its location).
    const documentUrl = new URL(url, baseURL).href;
    const ownStatus = (problem: LoadProblem): boolean =>
      (problem.kind === 'request' &&
        problem.text.startsWith(`GET ${documentUrl} (document): HTTP 404`)) ||
      (problem.kind === 'console' &&
        problem.text.includes('status of 404') &&
        problem.text.endsWith(`(at ${documentUrl}:0)`));
    const unexpected = problems.filter(
      (problem) => !(expectedStatus === 404 && ownStatus(problem)),
    );
    expect(status, `HTTP status of ${url}`).toBe(expectedStatus);
    expect(unexpected, formatLoadProblems(url, unexpected)).toEqual([]);
  } finally {
    await context.close();
  }
}

test.describe('clean loads: one page of every kind', () => {
  for (const { kind, path } of [...plan.kinds, NOT_FOUND]) {
    for (const variant of VARIANTS_BEYOND_AXE) {
      const url = kind === NOT_FOUND.kind ? path : localized(path, variant.language);
      test(`${kind} ${url} (${describeVariant(variant)})`, async ({ browser, baseURL }) => {
        await expectCleanLoad(browser, baseURL, url, variant);
      });
    }
  }

  // A static host serves /404.html for every unknown path, with status 404. Under /zh/ the 404
  // page hands the reader to the English path (a page not rendered in Chinese,
  // docs/architecture.md#languages-and-the-static-export), which for an unknown path is the 404 page again: only the English path is loaded.
  for (const look of LOOKS) {
    const variant: Variant = { ...look, language: 'en' };
    test(`404 for an unknown path (${describeVariant(variant)})`, async ({ browser, baseURL }) => {
      await expectCleanLoad(browser, baseURL, '/no-such-page/', variant, 404);
    });
  }
});

test.describe('clean loads: a sample of the sitemap', () => {
  const pages = samplePages(plan.sample);
  test('the sample is large enough', () => {
    expect(plan.sample.length).toBeGreaterThanOrEqual(SAMPLE_SIZE);
  });
  for (const { label, url, variant } of pages) {
    test(`${label} (${describeVariant(variant)})`, async ({ browser, baseURL }) => {
      await expectCleanLoad(browser, baseURL, url, variant);
    });
  }
});
