/**
 * What's new (docs/product-rules.md#whats-new): the header button counts the unread notes of
 * data/notifications.json, its menu lists the five latest in the page's language with links, and
 * opening it marks them read (kept in localStorage, a hostile value ignored).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { parseNotifications } from '../../src/core/whatsNew';
import { expect, test } from './support/fixtures';
import { readLocalStorage, waitForHydration } from './support/site';

const KEY = 'mui-whats-new-read';
const notes = parseNotifications(
  JSON.parse(fs.readFileSync('data/notifications.json', 'utf8')) as unknown,
).slice(0, 5);

function button(page: Page, name = "What's new") {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

test('counts unread notes, lists the five latest, and remembers them read', async ({ page }) => {
  await page.goto('/material-ui/getting-started/installation/');
  await waitForHydration(page);
  const count = button(page).locator('.whats-new-count');
  await expect(count).toHaveText(String(notes.length));
  await button(page).click();
  const menu = page.getByRole('menu', { name: "What's new" });
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveCount(notes.length);
  await expect(items.first()).toContainText(notes[0].title.en);
  await expect(items.first()).toHaveAttribute('href', notes[0].href);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(count).toHaveCount(0);
  // Polled: the read state is written as the menu closes, not necessarily before this line runs.
  await expect
    .poll(async () => {
      const stored = JSON.parse((await readLocalStorage(page, KEY)) ?? '[]') as string[];
      return stored.slice(0, notes.length).sort();
    })
    .toEqual(notes.map((note) => note.id).sort());
  await page.reload();
  await waitForHydration(page);
  await expect(button(page)).toBeVisible();
  await expect(button(page).locator('.whats-new-count')).toHaveCount(0);
});

test('a hostile read state counts as nothing read; Chinese pages show the Chinese notes', async ({
  page,
}) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, '{"not":"a list"}'), KEY);
  await page.goto('/zh/material-ui/getting-started/installation/');
  await waitForHydration(page);
  const zh = button(page, '最新动态');
  await expect(zh.locator('.whats-new-count')).toHaveText(String(notes.length));
  await zh.click();
  const first = page.getByRole('menu', { name: '最新动态' }).getByRole('menuitem').first();
  await expect(first).toContainText(notes[0].title.zh);
  await expect(first).toHaveAttribute('href', `/zh${notes[0].href}`);
});

test('the header links to the repository', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('banner').getByRole('link', { name: 'GitHub repository' });
  await expect(link).toHaveAttribute('href', /^https:\/\/github\.com\/[^/]+\/[^/]+$/);
});
