/**
 * Search figures of the benchmark (docs/search.md#how-relevance-is-checked): relevance of the suite in test/search (top-1,
 * top-3, mean reciprocal rank, over the exported index) and, in Chromium, the time from the
 * keystroke that completes each suite query to the frame that shows its results, once the
 * index is loaded (median over the suite).
 */
import { chromium, type Page } from '@playwright/test';
import {
  ALL_RELEVANCE_CASES,
  RELEVANCE_GROUPS,
  type RelevanceCase,
} from '../../test/search/relevanceSuite';
import { runCases } from '../search/relevance';
import { SEARCH_LISTBOX_ID } from '@/core/pageIds';
import { median } from './stats';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export interface GroupQuality {
  /** The suite's group: `original`, `reader-phrased`. */
  name: string;
  top1Percent: number;
  top3Percent: number;
  mrr: number;
}

export interface SearchQuality {
  /** Each group of the suite measured apart. */
  groups: GroupQuality[];
  keystrokeMedianMs: number | null;
}

/** The listbox attribute the dialog sets to the query its results answer. */
const ANSWERED = 'data-answered-query';

async function openDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  const button = page.getByRole('banner').getByRole('button', { name: /^(Search|搜索)$/ });
  // A click before hydration does nothing: click again until the dialog opens. Once it is open it
  // covers the button, so a click that would land on it is given up, not waited for.
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (await dialog.isVisible()) return;
    await button.click({ timeout: 1_000 }).catch(() => undefined);
    const opened = await dialog
      .waitFor({ state: 'visible', timeout: 500 })
      .then(() => true)
      .catch(() => false);
    if (opened) return;
  }
  throw new Error('the search dialog did not open after 40 clicks on the header button');
}

async function answered(page: Page, query: string): Promise<void> {
  await page.waitForFunction(
    ({ attribute, expected }) =>
      document.querySelector(`[${attribute}]`)?.getAttribute(attribute) === expected,
    { attribute: ANSWERED, expected: query },
    { timeout: 30_000 },
  );
}

/** Types all of `query` but its last character, then times the last keystroke. */
async function timeLastKeystroke(page: Page, query: string): Promise<number> {
  const box = page.getByRole('dialog').getByRole('searchbox');
  const chars = Array.from(query);
  const head = chars.slice(0, -1).join('');
  await box.fill(head);
  if (head.trim() !== '') await answered(page, head.trim());
  await page.evaluate(
    ({ attribute, expected, listboxId }) => {
      const state = window as unknown as { __searchMs?: number };
      state.__searchMs = undefined;
      // The searchbox and the results it controls, by id (the dialog is a native <dialog>).
      const list = document.getElementById(listboxId);
      const input = document.querySelector<HTMLInputElement>(`[aria-controls="${listboxId}"]`);
      if (!input || !list) throw new Error('the search dialog is not open');
      let start = -1;
      // Inline listeners: tsx would wrap a named function in a helper the page does not have.
      for (const type of ['keydown', 'input']) {
        input.addEventListener(
          type,
          (event) => {
            if (start < 0) start = event.timeStamp;
          },
          { once: true, capture: true },
        );
      }
      const observer = new MutationObserver(() => {
        if (list.getAttribute(attribute) !== expected || start < 0) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          state.__searchMs = performance.now() - start;
        });
      });
      observer.observe(list, { attributes: true, attributeFilter: [attribute] });
    },
    { attribute: ANSWERED, expected: query.trim(), listboxId: SEARCH_LISTBOX_ID },
  );
  await box.press('End');
  await page.keyboard.type(chars[chars.length - 1]);
  const handle = await page.waitForFunction(
    () => (window as unknown as { __searchMs?: number }).__searchMs,
    undefined,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function keystrokeLatencies(
  baseUrl: string,
  cases: readonly RelevanceCase[],
): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const samples: number[] = [];
  try {
    const byPage = new Map<string, RelevanceCase[]>();
    for (const item of cases) byPage.set(item.from, [...(byPage.get(item.from) ?? []), item]);
    for (const [from, list] of byPage) {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}${from}`, { waitUntil: 'networkidle' });
      await openDialog(page);
      // Load the index first: the figure is about ranking once it is there.
      await page.getByRole('dialog').getByRole('searchbox').fill(list[0].query);
      await answered(page, list[0].query.trim());
      for (const item of list) samples.push(await timeLastKeystroke(page, item.query));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return samples;
}

export async function searchQuality(
  outDir: string,
  baseUrl: string | null,
): Promise<SearchQuality> {
  const groups: GroupQuality[] = [];
  for (const group of RELEVANCE_GROUPS) {
    const score = await runCases(outDir, group.cases);
    groups.push({
      name: group.name,
      top1Percent: score.top1 * 100,
      top3Percent: score.top3 * 100,
      mrr: score.mrr,
    });
  }
  const samples = baseUrl ? await keystrokeLatencies(baseUrl, ALL_RELEVANCE_CASES) : [];
  return {
    groups,
    keystrokeMedianMs: samples.length > 0 ? median(samples) : null,
  };
}
