/**
 * The notes of API pages, generated from the installed declarations: ref forwarding and the root
 * element, where other props go, the theme name, deprecations and callback arguments. They are in
 * the exported HTML itself (no script needed to read them), in English and Chinese.
 */
import { expect, test } from './support/fixtures';

// The expanded list (docs/product-rules.md#api-display): readers without a saved layout get one at random.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('apiPage_props', 'expanded'));
});

test('the Button API page states its ref, root, other props and theme name in its HTML', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/material-ui/api/button/')).text();
  expect(html).toContain('data-api-note="ref"');
  expect(html).toContain('data-api-note="theme"');
  await page.goto('/material-ui/api/button/');
  const main = page.getByRole('main');
  await expect(main.locator('[data-api-note="ref"]')).toHaveText(
    'The ref is forwarded to the root element (button).',
  );
  await expect(main.locator('[data-api-note="spread"]')).toHaveText(
    'Other props are spread to the root element (ButtonBase).',
  );
  await expect(main.locator('[data-api-note="theme"]')).toContainText('Theme name MuiButton:');
});

test('Joy UI names its theme key JoyButton; Base UI has none', async ({ page }) => {
  await page.goto('/joy-ui/api/button/');
  await expect(page.locator('[data-api-note="theme"] code').first()).toHaveText('JoyButton');
  await page.goto('/base-ui/api/button/');
  await expect(page.locator('[data-api-note="ref"]')).toBeVisible();
  await expect(page.locator('[data-api-note="theme"]')).toHaveCount(0);
});

test("Autocomplete's onChange lists its arguments from the doc comment", async ({ page }) => {
  await page.goto('/material-ui/api/autocomplete/');
  const callback = page.locator('#prop-onChange [data-api-note="callback"]');
  await expect(callback.locator('li code')).toHaveText([
    'event: React.SyntheticEvent',
    'value: Value|Value[]',
    'reason: string',
    'details?: string',
  ]);
  await expect(callback).toContainText('The event source of the callback.');
});

test('a deprecated prop shows its deprecation message', async ({ page }) => {
  await page.goto('/material-ui/api/modal/');
  await expect(page.getByRole('main')).toContainText(
    'Deprecated: Use the `onClose` prop with the `reason` argument',
  );
});

test('the notes read in Chinese on /zh/ pages', async ({ page }) => {
  await page.goto('/zh/material-ui/api/button/');
  await expect(page.locator('[data-api-note="ref"]')).toHaveText('ref 会转发到根元素（button）。');
  await expect(page.locator('[data-api-note="spread"]')).toHaveText(
    '其他属性会传递给根元素（ButtonBase）。',
  );
});

test("a hook's returned function lists its argument and result, and the tab hydrates cleanly", async ({
  page,
}) => {
  // The fixtures fail the test on a console error: a paragraph inside an inline element once made
  // React's hydration throw here.
  await page.goto('/base-ui/react-button/hooks-api/');
  const callback = page.locator('[id$="return-value-getRootProps"] [data-api-note="callback"]');
  await expect(callback.locator('li code')).toHaveText(['externalProps']);
  await expect(callback).toContainText('additional props for the root slot');
  await expect(callback).toContainText('props that should be spread on the root slot');
});
