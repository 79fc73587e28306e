/**
 * On /zh/ pages every string of the shell is Chinese (docs/product-rules.md#accessible-names: names on
 * /zh/ pages are the translations of translations-zh.json). Each visible text and each
 * aria-label/title of the shell is compared with the English values of translations.json: one
 * that equals an English value whose Chinese differs is a string someone forgot to translate.
 * Content is left out: prose (shown in English where no translation exists), demos, code, the
 * doc comments of API entries, page titles (component names such as "Table", in links to
 * pages and in the breadcrumb trail) and the prose's headings listed in the table of contents.
 */
import fs from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/site';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      found.set(path, value);
    } else {
      for (const [inner, text] of leaves(value, path)) {
        found.set(inner, text);
      }
    }
  }
  return found;
}

const english = leaves(JSON.parse(fs.readFileSync('translations/translations.json', 'utf8')));
const chinese = leaves(JSON.parse(fs.readFileSync('translations/translations-zh.json', 'utf8')));

/** English shell strings that a /zh/ page must not show: those whose Chinese differs. */
const ENGLISH_ONLY = new Map<string, string>();
for (const [key, text] of english) {
  if (!text.includes('{') && chinese.get(key) !== text) {
    ENGLISH_ONLY.set(text, key);
  }
}

const BREADCRUMBS = chinese.get('shell.breadcrumbs') ?? '';

/** The shell's strings on the page: texts outside content, and every aria-label and title. */
async function shellStrings(page: Page): Promise<string[]> {
  return page.evaluate((breadcrumbs) => {
    const CONTENT = `.demo-preview, pre, code, .api-description, [data-pagefind-meta="title"], a[href^="/"], [aria-label="${breadcrumbs}"] span, [aria-labelledby="toc-title"] li`;
    const CONTROLS = 'button, [role="toolbar"], [role="group"], a[aria-label], nav';
    const strings: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || text === '' || parent.closest(CONTENT) || parent.closest('script, style')) {
        continue;
      }
      // Prose is content; the controls placed in it (demo toolbars, Copy buttons) are the shell.
      const prose = parent.closest('.markdown-body');
      const control = parent.closest(CONTROLS);
      if (prose && !(control && prose.contains(control))) {
        continue;
      }
      strings.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title]')) {
      if (element.closest('.demo-preview')) {
        continue;
      }
      for (const name of ['aria-label', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) {
          strings.push(value);
        }
      }
    }
    return strings;
  }, BREADCRUMBS);
}

async function expectNoEnglishShell(page: Page, where: string): Promise<void> {
  const found = (await shellStrings(page))
    .filter((text) => ENGLISH_ONLY.has(text))
    .map((text) => `"${text}" (${ENGLISH_ONLY.get(text)})`);
  expect([...new Set(found)], `English shell strings on ${where}`).toEqual([]);
}

test.describe('the /zh/ shell is Chinese', () => {
  test('the test knows the English strings it looks for', () => {
    for (const text of ['Show code', 'Copy', 'Copied', 'Collapsed list', 'Settings']) {
      expect(ENGLISH_ONLY.has(text), text).toBe(true);
    }
  });

  test('a component page: demo toolbars, code blocks and their Copy buttons', async ({ page }) => {
    await page.goto('/zh/material-ui/react-button/');
    await waitForHydration(page);
    const demo = page.getByRole('region', { name: 'BasicButtons', exact: true });
    await demo.getByRole('button', { name: '显示代码', exact: true }).click();
    await expect(demo.locator('.code-block')).toBeVisible();
    await expectNoEnglishShell(page, '/zh/material-ui/react-button/');
  });

  test('API pages: the display toggle, lists, tables, parameters and return values', async ({
    page,
  }) => {
    for (const path of ['/zh/material-ui/api/button/', '/zh/base-ui/api/use-button/']) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoEnglishShell(page, path);
      await page
        .getByRole('group', { name: 'API 显示方式' })
        .first()
        .getByRole('button', { name: '表格' })
        .click();
      await expect(page.locator('table').first()).toBeVisible();
      await expectNoEnglishShell(page, `${path} (table)`);
    }
  });

  test('a guide with code blocks, a component API tab, and the home page', async ({ page }) => {
    for (const path of [
      '/zh/material-ui/getting-started/installation/',
      '/zh/material-ui/react-button/components-api/',
      '/zh/',
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoEnglishShell(page, path);
    }
  });
});

test('an English page downloads no Chinese interface strings until the reader chooses 中文', async ({
  page,
}) => {
  // A sentence only the Chinese strings hold (not a navigation title, which the trees carry).
  const sentence = chinese.get('shell.notTranslated') ?? '';
  expect(sentence.length).toBeGreaterThan(10);
  const scripts: Promise<string>[] = [];
  // A script still arriving when the test ends (Next prefetches linked routes in idle time)
  // has no body to read; it counts as empty rather than failing the test after its checks.
  const collectScript = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''));
    }
  };
  page.on('response', collectScript);
  await page.goto('/material-ui/getting-started/installation/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const english = await Promise.all(scripts);
  expect(english.length).toBeGreaterThan(5);
  expect(english.filter((text) => text.includes(sentence))).toEqual([]);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/zh\/material-ui\/getting-started\/installation\/$/);
  await expect(page.getByRole('button', { name: '语言' })).toBeVisible();
  expect((await Promise.all(scripts)).some((text) => text.includes(sentence))).toBe(true);
  page.off('response', collectScript);
});
