/**
 * The site's controls declare their click events with data-ga-event-* attributes (docs/product-rules.md#analytics
 * "Analytics"; mui.com's style). test/services/analytics.spec.ts clicks them in a build with
 * analytics on and sees the events reach window.gtag; this checks the kinds that build's few
 * fixture pages lack (the API display toggle) and every kind on the real site.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSettings, waitForHydration } from './support/site';

async function expectTagged(locator: Locator, category: string, action?: string): Promise<void> {
  await expect(locator.first()).toHaveAttribute('data-ga-event-category', category);
  if (action !== undefined) {
    await expect(locator.first()).toHaveAttribute('data-ga-event-action', action);
  }
  await expect(locator.first()).toHaveAttribute('data-ga-event-label', /.+/);
}

test('navigation links, demo toolbars, Copy, Copy page and settings carry their events', async ({
  page,
}) => {
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  await expectTagged(
    page.getByRole('navigation', { name: 'Main navigation' }).locator('a.nav-leaf'),
    'nav',
    'link',
  );
  const demo = page.getByRole('region', { name: 'BasicButtons', exact: true });
  await expectTagged(
    demo.getByRole('button', { name: 'Open in StackBlitz' }),
    'demo',
    'stackblitz',
  );
  await expectTagged(demo.getByRole('button', { name: 'Reset demo' }), 'demo', 'reset');
  await expectTagged(
    demo.getByRole('link', { name: 'View the source on GitHub' }),
    'demo',
    'source',
  );
  await expectTagged(demo.getByRole('button', { name: 'TypeScript' }), 'demo', 'code-variant-ts');
  await demo.getByRole('button', { name: 'Show code' }).click();
  await expectTagged(demo.getByRole('button', { name: 'Copy', exact: true }), 'code-block', 'copy');
  await expectTagged(page.getByRole('button', { name: 'Copy page' }), 'copy-page', 'click');
  const settings = await openSettings(page);
  await expectTagged(
    settings.getByRole('button', { name: 'Dark', exact: true }),
    'settings',
    'mode',
  );
  await expectTagged(
    settings.getByRole('button', { name: 'Right to left' }),
    'settings',
    'direction',
  );
  await expectTagged(settings.getByRole('button', { name: 'Tailwind' }), 'settings', 'codeStyling');
});

test('the API display toggle carries its events', async ({ page }) => {
  await page.goto('/material-ui/api/button/');
  await waitForHydration(page);
  const group = page.getByRole('group', { name: 'API display' }).first();
  for (const name of ['Collapsed list', 'Expanded list', 'Table']) {
    await expectTagged(group.getByRole('button', { name }), 'api-display', 'props');
  }
});
