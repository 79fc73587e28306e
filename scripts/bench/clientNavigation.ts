/**
 * Client-side navigation time between two docs pages in Chromium: from the click on a side
 * navigation link to the first frame painted with the new page's title.
 */
import { chromium } from '@playwright/test';
import { median } from './stats';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export async function clientNavigationMedian(
  baseUrl: string,
  from: string,
  to: string,
  runs: number,
): Promise<{ samples: number[]; medianMs: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const samples: number[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (let run = 0; run < runs; run += 1) {
      await page.goto(`${baseUrl}${from}`);
      await page.waitForFunction(() => 'next' in window);
      const link = page.locator(`nav[aria-label="Main navigation"] a[href="${to}"]`);
      await link.waitFor({ state: 'attached' });
      const before = (await page.locator('h1').first().textContent()) ?? '';
      await page.evaluate(
        ({ target, oldTitle }) => {
          const state = window as unknown as { __navMs?: number };
          const anchor = document.querySelector<HTMLAnchorElement>(
            `nav[aria-label="Main navigation"] a[href="${target}"]`,
          );
          if (!anchor) throw new Error(`no link to ${target}`);
          const start = performance.now();
          const observer = new MutationObserver(() => {
            const title = document.querySelector('h1')?.textContent ?? '';
            if (title !== oldTitle && window.location.pathname === target) {
              observer.disconnect();
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  state.__navMs = performance.now() - start;
                }),
              );
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          anchor.click();
        },
        { target: to, oldTitle: before },
      );
      const handle = await page.waitForFunction(
        () => (window as unknown as { __navMs?: number }).__navMs,
        undefined,
        { timeout: 30_000 },
      );
      samples.push(Number(await handle.jsonValue()));
      console.log(
        `[bench] client navigation ${run + 1}/${runs}: ${samples[samples.length - 1].toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return { samples, medianMs: median(samples) };
}
