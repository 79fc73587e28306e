/**
 * Page feedback at the end of docs pages (docs/product-rules.md#page-feedback), in a build without
 * DOCS_FEEDBACK_URL: Yes/No remembered per page, thanks, a comment of at most 500 characters that
 * goes into a prefilled new issue on the docs repository; a hostile stored value is ignored.
 * The endpoint (a JSON POST, and a failed one) is tested in test/services/page-feedback.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { readLocalStorage, waitForHydration } from './support/site';

const PAGE = '/material-ui/react-button/';
const KEY = 'mui-page-feedback';

function feedback(page: Page) {
  return page.getByRole('region', { name: 'Page feedback', exact: true });
}

/** The stored votes; the vote is written once the storage rules' chunk has loaded, so poll. */
async function storedVotes(page: Page): Promise<unknown> {
  return JSON.parse((await readLocalStorage(page, KEY)) ?? '{}') as unknown;
}

test('a vote is thanked, remembered for its page only, and its comment prefills an issue', async ({
  page,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const region = feedback(page);
  await expect(region.getByText('Was this page helpful?')).toBeVisible();
  const no = region.getByRole('button', { name: 'No', exact: true });
  await expect(no).toHaveAttribute('aria-pressed', 'false');
  await expect(no).toHaveAttribute('data-ga-event-category', 'feedback');
  await expect(no).toHaveAttribute('data-ga-event-action', 'no');
  await no.click();
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  await expect(region.getByRole('status').first()).toHaveText('Thank you for your feedback!');

  const comment = region.getByRole('textbox', { name: 'Tell us more (optional)' });
  await comment.fill('x'.repeat(600));
  await expect(comment).toHaveValue('x'.repeat(500));
  await comment.fill('The disabled button demo needs a note on focus.');
  // Without DOCS_FEEDBACK_URL there is no Send: the comment travels in a new issue.
  await expect(region.getByRole('button', { name: 'Send' })).toHaveCount(0);
  const issue = region.getByRole('link', { name: 'Open an issue with this comment' });
  const href = new URL((await issue.getAttribute('href')) ?? '');
  expect(href.pathname.endsWith('/issues/new')).toBe(true);
  expect(href.searchParams.get('body')).toContain(
    'The disabled button demo needs a note on focus.',
  );
  expect(href.searchParams.get('body')).toContain('Helpful: no');
  expect(href.searchParams.get('title')).toContain('/material-ui/react-button');

  await expect.poll(() => storedVotes(page)).toEqual({ '/material-ui/react-button': 'no' });

  await page.reload();
  await waitForHydration(page);
  await expect(feedback(page).getByRole('button', { name: 'No', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(feedback(page).getByRole('status').first()).toHaveText(
    'Thank you for your feedback!',
  );

  await page.goto('/material-ui/react-checkbox/');
  await waitForHydration(page);
  await expect(feedback(page).getByRole('button', { name: 'No', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a hostile stored value is ignored', async ({ page }) => {
  await page.addInitScript((key) => {
    window.localStorage.setItem(
      key,
      JSON.stringify({ '/material-ui/react-button': '<img src=x onerror=alert(1)>' }),
    );
  }, KEY);
  await page.goto(PAGE);
  await waitForHydration(page);
  for (const name of ['Yes', 'No']) {
    await expect(feedback(page).getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  }
  await feedback(page).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect.poll(() => storedVotes(page)).toEqual({ '/material-ui/react-button': 'yes' });
});

test('API pages and Chinese pages ask too', async ({ page }) => {
  await page.goto('/material-ui/api/button/');
  await waitForHydration(page);
  await expect(feedback(page).getByRole('button', { name: 'Yes', exact: true })).toBeVisible();
  await page.goto('/zh/material-ui/getting-started/installation/');
  await waitForHydration(page);
  await expect(
    page.getByRole('region', { name: '页面反馈', exact: true }).getByText('此页面对你有帮助吗？'),
  ).toBeVisible();
});
