/**
 * What a reader's first live edit downloads: on the Button page, after Show code, everything the
 * browser fetches from the moment the reader focuses the code until the edited demo has rendered
 * (the editor's chunk with sucrase, the demo folder's scope), each text file gzipped as a host
 * would serve it. Its budget is bench/budgets.json `liveEdit.firstEditKiB`.
 */
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const FIRST_EDIT_PAGE = '/material-ui/react-button/';
const DEMO = 'BasicButtons';
/** Longer than afterInteractive's longest wait for an idle moment (2 s). */
const AFTER_INTERACTIVE_SETTLE_MS = 3000;

export interface FirstEdit {
  kib: number;
  downloads: { url: string; gzipBytes: number }[];
}

export async function measureFirstEdit(baseUrl: string): Promise<FirstEdit> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const downloads: { url: string; gzipBytes: number }[] = [];
    const pending: Promise<void>[] = [];
    let recording = false;
    page.on('response', (response) => {
      if (!recording) {
        return;
      }
      pending.push(
        response
          .body()
          .then((body) => {
            const url = new URL(response.url()).pathname;
            const isText = /\.(js|json|css|html)$/.test(url);
            downloads.push({ url, gzipBytes: isText ? zlib.gzipSync(body).length : body.length });
          })
          .catch(() => undefined),
      );
    });
    await page.goto(new URL(FIRST_EDIT_PAGE, baseUrl).href, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ timeout: 30_000 });
    // The demos hydrate after the page (src/components/docs/island/): their code is not the edit's.
    await page.waitForFunction(
      () => document.querySelector('[data-demo-island]:not([data-hydrated])') === null,
      null,
      { timeout: 30_000 },
    );
    const region = page.getByRole('region', { name: DEMO, exact: true });
    await region.getByRole('button', { name: 'Show code', exact: true }).click();
    const code = region.locator('.demo-code-editable');
    await code.waitFor({ timeout: 30_000 });
    // What loads at an idle moment once the page is interactive (src/components/layout/
    // afterInteractive.ts: at the latest 2 s after) is not the edit's either.
    await page.waitForTimeout(AFTER_INTERACTIVE_SETTLE_MS);
    await page.waitForLoadState('networkidle');
    recording = true;
    await code.click();
    // The editor's text area: the highlighted code before it has the same name.
    const editor = region
      .getByRole('textbox', { name: `Edit the code of the ${DEMO} demo` })
      .and(region.locator('textarea'));
    await editor.waitFor({ timeout: 30_000 });
    const original = await editor.inputValue();
    await editor.fill(original.replace('>Text<', '>Edited<'));
    await region.getByRole('button', { name: 'Edited', exact: true }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const bytes = downloads.reduce((total, item) => total + item.gzipBytes, 0);
    return { kib: bytes / 1024, downloads };
  } finally {
    await browser.close();
  }
}
