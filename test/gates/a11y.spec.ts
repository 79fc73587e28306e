/**
 * Gate: accessibility. axe-core (WCAG 2.0/2.1 A and AA) on one page of every kind in light and
 * dark, left to right and right to left, and in Chinese: zero violations.
 */
import { expect, test } from '@playwright/test';
import {
  LOOKS,
  NOT_FOUND,
  describeVariant,
  gatePlan,
  localized,
  type Variant,
} from '../../scripts/gates/pageSet';
import { axeFindings, formatFindings } from './support/axe';
import { contextFor, settle, sitemapPaths } from './support/cleanLoad';

const plan = gatePlan(sitemapPaths(), 0);
const KINDS = [...plan.kinds, NOT_FOUND];
const VARIANTS: Variant[] = [
  ...LOOKS.map((look) => ({ ...look, language: 'en' as const })),
  { mode: 'light', direction: 'ltr', language: 'zh' },
];

for (const { kind, path } of KINDS) {
  for (const variant of VARIANTS) {
    const url = kind === NOT_FOUND.kind ? path : localized(path, variant.language);
    test(`axe: ${kind} ${url} (${describeVariant(variant)})`, async ({ browser, baseURL }) => {
      const context = await contextFor(browser, baseURL ?? '', variant);
      try {
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', variant.mode);
        await expect(page.locator('html')).toHaveAttribute('dir', variant.direction);
        const findings = await axeFindings(page);
        expect(findings, formatFindings(url, findings)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
