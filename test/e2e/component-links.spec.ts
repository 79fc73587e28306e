/**
 * The links under a component page's title (docs/authoring.md#component-links): a named list of
 * https links built at export time from the page's front matter and the installed packages, which
 * wraps at 390 px and follows the reading direction.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

function installedVersion(packageName: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join('node_modules', ...packageName.split('/'), 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

const MATERIAL = installedVersion('@mui/material');
const JOY = installedVersion('@mui/joy');

function linkList(page: Page, name = 'Component links') {
  return page.getByRole('main').getByRole('list', { name, exact: true });
}

test('a Material UI component page links its source, guidelines, kit, bundle size and issues', async ({
  page,
}) => {
  await page.goto('/material-ui/react-button/');
  const list = linkList(page);
  await expect(list.getByRole('link')).toHaveText([
    'Source',
    'WAI-ARIA',
    'Material Design',
    'Figma',
    'Bundle size',
    'Feedback',
  ]);
  await expect(list.getByRole('link', { name: 'Source' })).toHaveAttribute(
    'href',
    `https://github.com/mui/material-ui/tree/v${MATERIAL}/packages/mui-material/src/Button`,
  );
  await expect(list.getByRole('link', { name: 'Bundle size' })).toHaveAttribute(
    'href',
    `https://bundlephobia.com/package/@mui/material@${MATERIAL}`,
  );
  const feedback = await list.getByRole('link', { name: 'Feedback' }).getAttribute('href');
  expect(decodeURIComponent(feedback ?? '')).toBe(
    'https://github.com/mui/material-ui/issues?q=is:issue is:open label:"component: button" label:"package: material-ui"',
  );
  for (const href of await list
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^https:\/\//);
  }
});

test('a Joy UI page links its package at its own version; the API tab keeps the links', async ({
  page,
}) => {
  await page.goto('/joy-ui/react-button/');
  await expect(linkList(page).getByRole('link', { name: 'Bundle size' })).toHaveAttribute(
    'href',
    `https://bundlephobia.com/package/@mui/joy@${JOY}`,
  );
  await expect(linkList(page).getByRole('link', { name: 'Source' })).toHaveAttribute(
    'href',
    `https://github.com/mui/material-ui/tree/v${MATERIAL}/packages/mui-joy/src/Button`,
  );
  await page.goto('/joy-ui/react-button/components-api/');
  await expect(linkList(page).getByRole('link')).toHaveCount(5);
});

test('a guide page has no component links', async ({ page }) => {
  await page.goto('/material-ui/getting-started/installation/');
  await expect(page.locator('.component-links')).toHaveCount(0);
});

test('the links are named in Chinese on /zh/ pages', async ({ page }) => {
  await page.goto('/zh/material-ui/react-button/');
  await expect(linkList(page, '组件链接').getByRole('link')).toHaveText([
    '源代码',
    'WAI-ARIA',
    'Material Design',
    'Figma',
    '包大小',
    '反馈',
  ]);
});

test('at 390 px the links wrap inside the page, starting at the inline start in either direction', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const direction of ['ltr', 'rtl'] as const) {
    await page.addInitScript((dir) => window.localStorage.setItem('mui-direction', dir), direction);
    await page.goto('/material-ui/react-button/');
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    const list = linkList(page);
    const boxes = await list.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return { left: box.left, right: box.right, top: box.top };
      }),
    );
    const listBox = await list.boundingBox();
    if (!listBox) throw new Error('the list has no box');
    // More than one row, and nothing past the viewport.
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBeGreaterThan(1);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    const first = boxes[0];
    if (direction === 'ltr') {
      expect(Math.abs(first.left - listBox.x)).toBeLessThan(2);
    } else {
      expect(Math.abs(first.right - (listBox.x + listBox.width))).toBeLessThan(2);
    }
  }
});
