/**
 * The gates must be able to fail: each browser gate runs over test/fixtures/broken-site, where
 * every page but the home and guide pages is broken on purpose, and must report the break.
 * (The link check and the HTML validator prove the same in their unit tests.)
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  showExpiredAnnualGraceLicenseKeyError,
  showExpiredPackageVersionError,
  showInvalidLicenseKeyError,
  showLicenseKeyPlanMismatchError,
  showMissingLicenseKeyError,
} from '@mui/x-license-pro';
import { axeFindings } from './support/axe';
import { openAndWatch, type LoadProblemKind } from './support/cleanLoad';
import { tabOrderProblem, tabSequence } from './support/keyboard';
import { isMuiXMissingLicenseMessage } from './support/muiXLicense';
import { blockScripts, measureLandmarks, measureLayout } from './support/layout';
import { landmarkDifferences, layoutProblems } from '../../scripts/gates/layoutChecks';

interface RunningServer {
  url: string;
  close: () => Promise<void>;
}
interface ServeModule {
  startServer: (options: { dir: string; port?: number }) => Promise<RunningServer>;
}

const FIXTURE = path.join(__dirname, '..', 'fixtures', 'broken-site');
// serve.mjs is plain JavaScript without a declaration file: load it through a computed specifier.
const servePath = path.join(__dirname, '..', '..', 'scripts', 'serve.mjs');

let server: RunningServer;

test.beforeAll(async () => {
  const serve = (await import(servePath)) as ServeModule;
  server = await serve.startServer({ dir: FIXTURE, port: 0 });
});

test.afterAll(async () => {
  await server.close();
});

async function kindsOn(page: Page, pathname: string): Promise<LoadProblemKind[]> {
  const problems = await openAndWatch(page, `${server.url}${pathname}`);
  return [...new Set(problems.map((problem) => problem.kind))].sort();
}

test.describe('clean-load gate', () => {
  test('passes the pages with nothing wrong', async ({ page }) => {
    expect(await kindsOn(page, '/')).toEqual([]);
    expect(await kindsOn(page, '/guide/')).toEqual([]);
  });

  test('fails on a console error', async ({ page }) => {
    expect(await kindsOn(page, '/console-error/')).toEqual(['console']);
  });

  test("allows exactly MUI X's missing licence key message, and no other licence message", async ({
    page,
  }) => {
    expect(await kindsOn(page, '/mui-x-licence/')).toEqual([]);
    expect(await kindsOn(page, '/mui-x-invalid-licence/')).toEqual(['console']);
  });

  test('allows the missing-key text the installed MUI X prints for the Pro and Premium grids and the Pro pickers, whole, and none of its other messages', () => {
    const printed: string[] = [];
    const original = console.error;
    console.error = (message: unknown) => {
      printed.push(String(message));
    };
    try {
      showMissingLicenseKeyError({ plan: 'Pro', packageName: '@mui/x-data-grid-pro' });
      showMissingLicenseKeyError({ plan: 'Premium', packageName: '@mui/x-data-grid-premium' });
      showMissingLicenseKeyError({ plan: 'Pro', packageName: '@mui/x-date-pickers-pro' });
      // A package whose demos the site does not show.
      showMissingLicenseKeyError({ plan: 'Pro', packageName: '@mui/x-tree-view-pro' });
      showInvalidLicenseKeyError();
      showLicenseKeyPlanMismatchError();
      showExpiredPackageVersionError({ packageName: '@mui/x-data-grid-pro' });
      showExpiredAnnualGraceLicenseKeyError({
        plan: 'Pro',
        licenseKey: 'key',
        expiryTimestamp: 0,
      });
    } finally {
      console.error = original;
    }
    expect(printed.map(isMuiXMissingLicenseMessage)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    // Matched whole: the same text with anything before or after it is another message.
    expect(isMuiXMissingLicenseMessage(`${printed[0]}\nand something else`)).toBe(false);
    expect(isMuiXMissingLicenseMessage(`Error: ${printed[1]}`)).toBe(false);
  });

  test('fails on a hydration warning', async ({ page }) => {
    expect(await kindsOn(page, '/hydration-error/')).toEqual(['hydration']);
  });

  test('fails on a hydration error React throws and recovers from without a word', async ({
    page,
  }) => {
    const problems = await openAndWatch(page, `${server.url}/hydration-error-caught/`);
    expect(problems.map((problem) => problem.kind)).toEqual(['hydration']);
    // Where: the element of the fiber React held when it threw, and that element's parent.
    expect(problems[0]?.text).toContain('(while hydrating <main id="main-content"> in <body>)');
  });

  test('fails on an uncaught exception', async ({ page }) => {
    expect(await kindsOn(page, '/page-error/')).toEqual(['pageerror']);
  });

  test('fails on a failed request', async ({ page }) => {
    expect(await kindsOn(page, '/failed-request/')).toContain('request');
    expect(await kindsOn(page, '/broken-links/')).toContain('request');
  });
});

test.describe('accessibility gate', () => {
  test('passes the pages with nothing wrong', async ({ page }) => {
    await page.goto(`${server.url}/`);
    expect(await axeFindings(page)).toEqual([]);
  });

  test('fails on contrast, an image without text and an empty button', async ({ page }) => {
    await page.goto(`${server.url}/axe-violation/`);
    const rules = (await axeFindings(page)).map((finding) => finding.rule);
    expect(rules).toEqual(expect.arrayContaining(['color-contrast', 'image-alt', 'button-name']));
  });
});

test.describe('keyboard gate', () => {
  test('passes skip link, header, navigation', async ({ page }) => {
    await page.goto(`${server.url}/`);
    expect(tabOrderProblem(await tabSequence(page))).toBeNull();
  });

  test('fails without a skip link', async ({ page }) => {
    await page.goto(`${server.url}/keyboard-order/`);
    expect(tabOrderProblem(await tabSequence(page))).toMatch(/does not focus the skip link/);
  });
});

test.describe('layout gate', () => {
  /** The layout problems of a fixture page on a 390 px phone. */
  async function layoutOn(page: Page, pathname: string): Promise<string[]> {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${server.url}${pathname}`);
    return layoutProblems(await measureLayout(page));
  }

  /** How the shell's landmarks move between the page before its scripts and after them. */
  async function movesOn(page: Page, pathname: string): Promise<string[]> {
    const before = await page.context().newPage();
    await blockScripts(before);
    await before.goto(`${server.url}${pathname}`);
    const painted = await measureLandmarks(before);
    await before.close();
    await page.goto(`${server.url}${pathname}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return landmarkDifferences(painted, await measureLandmarks(page));
  }

  test('passes the pages with nothing wrong', async ({ page }) => {
    expect(await layoutOn(page, '/')).toEqual([]);
    expect(await layoutOn(page, '/guide/')).toEqual([]);
  });

  test('fails a header taller than one row', async ({ page }) => {
    expect(await layoutOn(page, '/layout-tall-header/')).toEqual([
      expect.stringMatching(/^the header is 120 px tall/),
    ]);
  });

  test('fails a page that scrolls sideways', async ({ page }) => {
    expect(await layoutOn(page, '/layout-overflow/')).toEqual([
      expect.stringMatching(/^the page scrolls sideways: \d+ px wide in a 390 px viewport/),
    ]);
  });

  test('fails two controls on top of each other', async ({ page }) => {
    expect(await layoutOn(page, '/layout-overlap/')).toEqual(
      expect.arrayContaining([expect.stringMatching(/button "First".* overlaps button "Second"/)]),
    );
  });

  test('fails a control that covers text', async ({ page }) => {
    expect(await layoutOn(page, '/layout-covered-text/')).toEqual([
      expect.stringMatching(/^button "Copy" .* covers the text "import Button from the library/),
    ]);
  });

  test('fails a right-to-left shell that moves when its scripts run', async ({ page }) => {
    expect(await movesOn(page, '/layout-rtl-shift/')).toEqual([
      expect.stringMatching(/^copy-page#0 moves when the scripts run: .*\(left\)$/),
    ]);
    expect(await movesOn(page, '/layout-rtl-shift/?steady')).toEqual([]);
  });
});
