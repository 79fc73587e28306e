/**
 * Hook API pages show the hook's parameters (name, type, default, description) and its return
 * value, from the installed type definitions, on every hook page of every area; their
 * description speaks of a hook, not of props, slots and CSS classes.
 */
import fs from 'node:fs';
import { expect, test } from './support/fixtures';

interface IndexEntry {
  pathname: string;
  name: string;
  kind: string;
}

const HOOKS = (
  JSON.parse(fs.readFileSync('generated/api/index.json', 'utf8')) as IndexEntry[]
).filter((entry) => entry.kind === 'hook');

test('every hook page of every area has a return value and a hook description', async ({
  request,
}) => {
  expect(HOOKS.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const hook of HOOKS) {
    const html = await (await request.get(`${hook.pathname}/`)).text();
    if (!html.includes('id="return-value"')) {
      problems.push(`${hook.pathname}: no Return value section`);
    }
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    if (!description.includes(`${hook.name} hook`) || description.includes('slots')) {
      problems.push(`${hook.pathname}: description "${description}"`);
    }
  }
  expect(problems).toEqual([]);
});

test('useMediaQuery lists each parameter, its options and the boolean it returns', async ({
  page,
}) => {
  await page.goto('/material-ui/api/use-media-query/');
  const parameters = page.locator('section[aria-labelledby="parameters"]');
  for (const name of ['queryInput', 'options', 'options.noSsr', 'options.defaultMatches']) {
    await expect(parameters.locator(`[id="parameter-${name}"]`)).toHaveCount(1);
  }
  await expect(parameters.locator('[id="parameter-options.noSsr"]')).toContainText('false');
  await expect(parameters.locator('[id="parameter-queryInput"]')).toContainText(
    'string | ((theme: Theme) => string)',
  );
  const returned = page.locator('section[aria-labelledby="return-value"]');
  await expect(returned).toContainText('boolean');
});

test('useScrollTrigger and System’s useTheme show their parameters and return value', async ({
  page,
}) => {
  await page.goto('/material-ui/api/use-scroll-trigger/');
  await expect(page.locator('[id="parameter-threshold"]')).toHaveCount(1);
  await expect(page.locator('section[aria-labelledby="return-value"]')).toContainText('boolean');
  await page.goto('/system/api/use-theme/');
  await expect(page.locator('[id="parameter-defaultTheme"]')).toContainText('T = Theme');
  await expect(page.locator('section[aria-labelledby="return-value"]')).toContainText('T = Theme');
});

test('the Textarea Autosize API pages list their demo once', async ({ page }) => {
  for (const area of ['base-ui', 'material-ui']) {
    await page.goto(`/${area}/api/textarea-autosize/`);
    const demos = page.locator('section[aria-labelledby="demos"] li');
    await expect(demos).toHaveCount(1);
    await expect(demos.locator('a')).toHaveAttribute('href', `/${area}/react-textarea-autosize/`);
  }
});
