/**
 * Page feedback with an endpoint (docs/product-rules.md#page-feedback), against the services
 * export built with DOCS_FEEDBACK_URL pointing at a tiny server this test starts: the comment is a
 * JSON POST of {page, section, vote, comment}; a failed POST says so and offers the issue link
 * holding the comment. The vote is an analytics event (never the comment), and none at all under
 * Do Not Track.
 */
import http from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FEEDBACK_PORT, FIRST_BUILD } from './builds';
import { serve, type RunningServer } from './server';

const PAGE = '/material-ui/getting-started/usage/';
const COMMENT = 'The first component section could show the theme provider too.';

interface Endpoint {
  received: unknown[];
  status: number;
  close: () => Promise<void>;
}

/** A feedback endpoint on FEEDBACK_PORT: answers CORS preflights, records each JSON body. */
function startEndpoint(status: number): Promise<Endpoint> {
  const endpoint: Endpoint = { received: [], status, close: async () => undefined };
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Methods', 'POST');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      endpoint.received.push({
        path: request.url,
        type: request.headers['content-type'],
        body: JSON.parse(body) as unknown,
      });
      response.writeHead(endpoint.status, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  endpoint.close = () => new Promise((resolve) => server.close(() => resolve()));
  return new Promise((resolve) =>
    server.listen(FEEDBACK_PORT, '127.0.0.1', () => resolve(endpoint)),
  );
}

let site: RunningServer;

test.beforeEach(async ({ page }) => {
  site = await serve(FIRST_BUILD, 0);
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, {
      e2eGtagCalls: calls,
      gtag: (...args: unknown[]) => calls.push(JSON.parse(JSON.stringify(args)) as unknown[]),
    });
  });
});

test.afterEach(async () => {
  await site.close();
});

function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { e2eGtagCalls: unknown[][] }).e2eGtagCalls);
}

/** The page, hydrated, once analytics listens for clicks (it starts after hydration). */
async function openPage(page: Page): Promise<void> {
  await page.goto(`${site.url}${PAGE}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect
    .poll(async () => (await gtagCalls(page)).some((call) => call[0] === 'config'))
    .toBe(true);
}

async function voteAndComment(page: Page): Promise<void> {
  await openPage(page);
  const region = page.getByRole('region', { name: 'Page feedback', exact: true });
  await region.getByRole('button', { name: 'No', exact: true }).click();
  await region.getByRole('textbox', { name: 'Tell us more (optional)' }).fill(COMMENT);
  await region.getByRole('button', { name: 'Send', exact: true }).click();
}

test('the comment is posted as JSON, the vote is an event without the comment', async ({
  page,
}) => {
  const endpoint = await startEndpoint(200);
  try {
    await voteAndComment(page);
    const region = page.getByRole('region', { name: 'Page feedback', exact: true });
    await expect(region.getByRole('status').last()).toHaveText('Thank you for your feedback!');
    await expect.poll(() => endpoint.received.length).toBe(1);
    expect(endpoint.received[0]).toEqual({
      path: '/feedback',
      type: 'application/json',
      body: {
        page: '/material-ui/getting-started/usage',
        section: 'material-ui',
        vote: 'no',
        comment: COMMENT,
      },
    });
    const calls = await gtagCalls(page);
    const feedbackEvents = calls.filter((call) => call[0] === 'event' && call[1] === 'feedback');
    expect(feedbackEvents).toEqual([
      [
        'event',
        'feedback',
        { eventAction: 'no', eventLabel: '/material-ui/getting-started/usage' },
      ],
    ]);
    expect(JSON.stringify(calls)).not.toContain('theme provider too');
  } finally {
    await endpoint.close();
  }
});

test('a failed POST says so and offers the issue link with the comment', async ({
  page,
  diagnostics,
}) => {
  diagnostics.allow('console', /Failed to load resource/);
  diagnostics.allow('request', /\/feedback/);
  const endpoint = await startEndpoint(500);
  try {
    await voteAndComment(page);
    const region = page.getByRole('region', { name: 'Page feedback', exact: true });
    await expect(region.getByRole('alert')).toContainText('could not be sent');
    const issue = region.getByRole('link', { name: 'Open an issue with this comment' });
    const href = new URL((await issue.getAttribute('href')) ?? '');
    expect(href.searchParams.get('body')).toContain(COMMENT);
    // The comment stays in the box.
    await expect(region.getByRole('textbox')).toHaveValue(COMMENT);
  } finally {
    await endpoint.close();
  }
});

test('an unreachable endpoint is a failure too', async ({ page, diagnostics }) => {
  diagnostics.allow('console', /Failed to load resource|ERR_CONNECTION_REFUSED/);
  diagnostics.allow('request');
  await voteAndComment(page);
  await expect(
    page.getByRole('region', { name: 'Page feedback', exact: true }).getByRole('alert'),
  ).toBeVisible();
});

test('under Do Not Track the vote sends no event', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
  });
  await page.goto(`${site.url}${PAGE}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const region = page.getByRole('region', { name: 'Page feedback', exact: true });
  await region.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(region.getByRole('status').first()).toHaveText('Thank you for your feedback!');
  const calls = await gtagCalls(page);
  expect(calls.filter((call) => call[0] === 'event' && call[1] === 'feedback')).toEqual([]);
});
