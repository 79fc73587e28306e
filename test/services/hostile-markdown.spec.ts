import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydration } from '../e2e/support/site';
import { buildFixturePagesExport, FIXTURE_PAGES_BUILD } from './fixturePagesBuild';
import { serve, type RunningServer } from './server';

// Pages of hostile Markdown (test/fixtures/hostile-markdown), built through DOCS_CONTENT_DIR and
// loaded in Chromium directly and by client-side navigation: no payload runs (each would set
// `window.__pwned` or open a dialog), nothing executable is left in the page, and the page
// renders: its title and its last section show, the header is not covered, and it is no wider
// than the window.

const START = '/material-ui/getting-started/start/';

const HOSTILE_PAGES = [
  {
    path: '/material-ui/guides/raw-html/',
    title: 'Raw HTML',
    last: 'this section must still render',
  },
  { path: '/material-ui/guides/markdown-syntax/', title: 'Markdown syntax', last: 'still work' },
  {
    path: '/material-ui/guides/svg-and-templates/',
    title: 'SVG and templates',
    last: 'this text remains',
  },
  { path: '/material-ui/guides/bad-input/', title: 'Bad input', last: 'An unclosed table cell' },
];

let server: RunningServer;

test.beforeAll(() => {
  // A Next.js build of the fixture: minutes on a loaded machine.
  test.setTimeout(15 * 60_000);
  buildFixturePagesExport();
});

test.beforeEach(async ({ page }) => {
  server = await serve(FIXTURE_PAGES_BUILD, 0);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Anything the payloads would fetch from elsewhere fails quietly instead of leaving this host.
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});

test.afterEach(async () => {
  await server.close();
});

/** Records every dialog (alert, confirm, prompt) the page opens, and dismisses it. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** What in the live page could run code or take the page over, as found by the browser itself. */
function dangersInPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const content = document.querySelector('.markdown-body');
    if (!content) {
      return ['no .markdown-body on the page'];
    }
    const forbidden =
      'script, iframe, object, embed, svg, math, template, style, link, meta, base, form, button, textarea';
    for (const element of Array.from(content.querySelectorAll(forbidden))) {
      found.push(`element <${element.localName}> in the content`);
    }
    for (const element of Array.from(content.querySelectorAll('*'))) {
      if (element.shadowRoot) {
        found.push(`a shadow root on <${element.localName}>`);
      }
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name) || name === 'style' || name === 'srcdoc' || name === 'name') {
          found.push(`${name} on <${element.localName}>`);
        }
        if (/^(href|src|action|formaction)$/.test(name)) {
          const scheme = /^([a-z][a-z0-9+.-]*):/.exec(
            // eslint-disable-next-line no-control-regex
            value.replace(/[\u0000-\u0020]/g, '').toLowerCase(),
          );
          if (scheme && !['http', 'https', 'mailto'].includes(scheme[1])) {
            found.push(`${name}="${value}" on <${element.localName}>`);
          }
        }
      }
    }
    for (const selector of ['base', 'meta[http-equiv]', 'body [id="__NEXT_DATA__"]:not(script)']) {
      if (document.querySelector(selector)) {
        found.push(`${selector} in the document`);
      }
    }
    if (typeof document.getElementById !== 'function' || typeof document.cookie !== 'string') {
      found.push('document.getElementById or document.cookie replaced by an element');
    }
    return found;
  });
}

async function expectSafeAndRendered(
  page: Page,
  dialogs: string[],
  { title, last }: { title: string; last: string },
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(last)).toBeVisible();
  // Time for anything the payloads scheduled (an image's error event, an animation's start).
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await dangersInPage(page)).toEqual([]);
  // No overlay covers the header, and the page is no wider than the window.
  await page.getByRole('button', { name: 'Settings' }).click({ trial: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('hostile Markdown', () => {
  for (const hostile of HOSTILE_PAGES) {
    test(`${hostile.path} loaded directly runs none of its payloads and renders`, async ({
      page,
    }) => {
      const dialogs = recordDialogs(page);
      await page.goto(`${server.url}${hostile.path}`);
      await waitForHydration(page);
      await expectSafeAndRendered(page, dialogs, hostile);
    });
  }

  test('every hostile page reached by client-side navigation runs none of its payloads', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    await page.goto(`${server.url}${START}`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const nav = page.getByRole('navigation', { name: 'Main navigation', exact: true });
    for (const hostile of HOSTILE_PAGES) {
      const link = nav.locator(`a[href="${hostile.path}"]`);
      if (!(await link.isVisible())) {
        for (const button of await nav.locator('button[aria-expanded="false"]').all()) {
          await button.click();
          if (await link.isVisible()) break;
        }
      }
      await link.click();
      await expect(page).toHaveURL(`${server.url}${hostile.path}`);
      await expectSafeAndRendered(page, dialogs, hostile);
      expect(
        await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
        'reached without a full page load',
      ).toBe(true);
    }
  });
});
