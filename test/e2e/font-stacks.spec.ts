/**
 * Every font family the shell's CSS names is a face the site serves (an @font-face of the page)
 * or a generic family: a name the site does not serve, like General Sans for headings (not on
 * the registry: docs/stack-notes.md#fonts), would silently fall back to whatever is installed.
 * Demos are left out: they use their library's own stacks.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/site';

const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'emoji',
  'math',
  'fangsong',
  'inherit',
  'initial',
  'unset',
]);

/** The families named by the computed font-family of every shell element, with one example each. */
async function namedFamilies(
  page: Page,
): Promise<{ families: Record<string, string>; served: string[] }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const families: Record<string, string> = {};
    for (const element of document.querySelectorAll('body, body *')) {
      // Only elements that set text: an icon button with no text keeps the browser's own font.
      const setsText = [...element.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
      );
      if (!setsText || element.closest('.demo-preview, [data-demo-area], svg, script, style')) {
        continue;
      }
      for (const raw of getComputedStyle(element).fontFamily.split(',')) {
        const name = raw.trim().replace(/^["']|["']$/g, '');
        if (name && !(name in families)) {
          families[name] =
            `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
        }
      }
    }
    const served = [...document.fonts].map((face) => face.family.replace(/^["']|["']$/g, ''));
    return { families, served: [...new Set(served)] };
  });
}

test.describe('font stacks', () => {
  for (const path of [
    '/',
    '/material-ui/react-button/',
    '/material-ui/api/button/',
    '/material-ui/getting-started/installation/',
  ]) {
    test(`every family the shell names on ${path} is served or generic`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const { families, served } = await namedFamilies(page);
      const unserved = Object.entries(families)
        .filter(([name]) => !GENERIC.has(name.toLowerCase()) && !served.includes(name))
        .map(([name, example]) => `${name} (e.g. on ${example})`);
      expect(unserved, `families named but not served; served: ${served.join(', ')}`).toEqual([]);
      // Headings are set in the served IBM Plex Sans.
      const heading = await page
        .locator('h1')
        .first()
        .evaluate((h1) => getComputedStyle(h1).fontFamily);
      expect(heading.split(',')[0].replace(/"/g, '').trim()).toBe('IBM Plex Sans');
    });
  }
});
