/**
 * Live demos: the shown code of a demo is editable and the demo follows it (sucrase in a chunk
 * that loads on the first focus), errors show under the editor while the last render stays,
 * Reset restores; Open in CodeSandbox posts the demo's project; a framed demo lays out
 * `position: fixed` inside its own box; a short preview of the JSX shows under a demo.
 */
import fs from 'node:fs';
import LZString from 'lz-string';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/site';

const SITE_PACKAGE = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};

/** A string only the editor's chunk holds: an option name of sucrase's. */
const SUCRASE_MARKER = 'enableLegacyTypeScriptModuleInterop';

function demo(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

function editor(region: Locator, name: string): Locator {
  return region.getByRole('textbox', { name: `Edit the code of the ${name} demo`, exact: true });
}

async function openButtonPage(page: Page): Promise<Locator> {
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  return demo(page, 'BasicButtons');
}

/** Shows the code and starts editing it: the code block turns into the editor, focused. */
async function startEditing(region: Locator, name: string): Promise<Locator> {
  await region.getByRole('button', { name: 'Show code', exact: true }).click();
  await region.locator('.demo-code-editable').click();
  const box = region.locator('textarea.demo-editor-input');
  await expect(box).toBeFocused();
  await expect(editor(region, name)).toBeVisible();
  return box;
}

test.describe('live editing', () => {
  test('typing into the code changes the demo; Reset restores the code and the demo', async ({
    page,
  }) => {
    const region = await openButtonPage(page);
    const box = await startEditing(region, 'BasicButtons');
    const original = await box.inputValue();
    expect(original).toBe(
      fs.readFileSync('data/material-ui/react-button/BasicButtons.tsx', 'utf8').trimEnd(),
    );
    await box.fill(original.replace('>Contained<', '>Typed here<'));
    await expect(region.getByRole('button', { name: 'Typed here', exact: true })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Contained', exact: true })).toHaveCount(0);

    await region.getByRole('button', { name: 'Reset demo', exact: true }).click();
    await expect(region.getByRole('button', { name: 'Contained', exact: true })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Typed here', exact: true })).toHaveCount(0);
    // The code is the file again, and editing starts from it.
    await region.locator('.demo-code-editable').click();
    await expect(region.locator('textarea.demo-editor-input')).toHaveValue(original);
  });

  test('the JavaScript code is editable too', async ({ page }) => {
    const region = await openButtonPage(page);
    await region.getByRole('button', { name: 'JavaScript', exact: true }).click();
    const box = await startEditing(region, 'BasicButtons');
    const original = await box.inputValue();
    expect(original).not.toContain(': ');
    await box.fill(original.replace('>Text<', '>From JS<'));
    await expect(region.getByRole('button', { name: 'From JS', exact: true })).toBeVisible();
  });

  test('a syntax error shows under the editor as text, and the last render stays', async ({
    page,
  }) => {
    const region = await openButtonPage(page);
    const box = await startEditing(region, 'BasicButtons');
    const original = await box.inputValue();
    await box.fill(original.replace('>Outlined<', '>Good edit<'));
    await expect(region.getByRole('button', { name: 'Good edit', exact: true })).toBeVisible();
    await box.fill(original.replace('>Outlined<', '>Broken<').replace('</Stack>', '</Stack'));
    const error = region.locator('.demo-editor-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('The edited code does not run');
    await expect(error).toContainText(/\(\d+:\d+\)/);
    // No overlay: the message is in the flow under the editor, and the demo keeps the last render.
    await expect(region.getByRole('button', { name: 'Good edit', exact: true })).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    // Fixing the code clears the error.
    await box.fill(original.replace('>Outlined<', '>Fixed<'));
    await expect(region.getByRole('button', { name: 'Fixed', exact: true })).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('an import from outside the demo scope names the module; a runtime error keeps the last render', async ({
    page,
    diagnostics,
  }) => {
    // React reports the error its boundary caught to the console.
    diagnostics.allow('console', /not a function|The above error occurred/);
    diagnostics.allow('pageerror', /not a function/);
    const region = await openButtonPage(page);
    const box = await startEditing(region, 'BasicButtons');
    const original = await box.inputValue();
    await box.fill(`import pad from 'left-pad';\n${original.replace('>Text<', '>{pad}<')}`);
    await expect(region.locator('.demo-editor-error')).toContainText(
      'Cannot import "left-pad" here',
    );
    await expect(region.getByRole('button', { name: 'Text', exact: true })).toBeVisible();

    await box.fill(original.replace('>Text<', '>{(undefined as unknown as () => string)()}<'));
    await expect(region.locator('.demo-editor-error')).toContainText('not a function');
    await expect(region.getByRole('button', { name: 'Outlined', exact: true })).toBeVisible();
  });

  test('Escape leaves the editor and Tab is not trapped', async ({ page }) => {
    const region = await openButtonPage(page);
    const box = await startEditing(region, 'BasicButtons');
    await page.keyboard.press('Escape');
    await expect(box).not.toBeFocused();
    await expect(region.getByRole('button', { name: 'Hide code', exact: true })).toBeFocused();
    await box.focus();
    await page.keyboard.press('Tab');
    await expect(box).not.toBeFocused();
  });

  test('no editor code is downloaded before the reader first focuses the code', async ({
    page,
  }) => {
    const bodies: { url: string; text: string }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (/\.js(\?|$)/.test(response.url())) {
        pending.push(
          response
            .text()
            .then((text) => {
              bodies.push({ url: response.url(), text });
            })
            .catch(() => undefined),
        );
      }
    });
    const region = await openButtonPage(page);
    await region.getByRole('button', { name: 'Show code', exact: true }).click();
    await expect(region.locator('.demo-code-editable')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const before = bodies.length;
    expect(before).toBeGreaterThan(5);
    expect(
      bodies.filter((body) => body.text.includes(SUCRASE_MARKER)).map((body) => body.url),
    ).toEqual([]);
    // Keyboard focus is enough to start editing.
    await region.locator('.demo-code-editable').focus();
    await expect(region.locator('textarea.demo-editor-input')).toBeFocused();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    expect(bodies.slice(before).some((body) => body.text.includes(SUCRASE_MARKER))).toBe(true);
  });
});

/** The files CodeSandbox's define API received, decompressed as it reads them. */
async function openCodeSandbox(
  context: BrowserContext,
  region: Locator,
): Promise<{ files: Record<string, { content: string }>; query: string | null }> {
  const posted = new Promise<URLSearchParams>((resolve) => {
    void context.route('https://codesandbox.io/**', async (route) => {
      const request = route.request();
      if (request.method() === 'POST') {
        resolve(new URLSearchParams(request.postData() ?? ''));
      }
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>ok</title>' });
    });
  });
  const popup = context.waitForEvent('page');
  await region.getByRole('button', { name: 'Open in CodeSandbox', exact: true }).click();
  const form = await posted;
  await (await popup).close();
  await context.unroute('https://codesandbox.io/**');
  const parameters = (form.get('parameters') ?? '').replace(/-/g, '+').replace(/_/g, '/');
  const json = LZString.decompressFromBase64(parameters);
  return {
    ...(JSON.parse(json) as { files: Record<string, { content: string }> }),
    query: form.get('query'),
  };
}

test('Open in CodeSandbox posts the demo, its entry and exact versions to the define API', async ({
  page,
  context,
}) => {
  const region = await openButtonPage(page);
  const { files, query } = await openCodeSandbox(context, region);
  expect(query).toBe('file=/src/BasicButtons.tsx');
  expect(files['src/BasicButtons.tsx'].content.replace(/\r\n/g, '\n')).toBe(
    fs.readFileSync('data/material-ui/react-button/BasicButtons.tsx', 'utf8'),
  );
  expect(files['src/main.tsx'].content).toContain('<ThemeProvider theme={theme}>');
  const packageJson = JSON.parse(files['package.json'].content) as {
    dependencies: Record<string, string>;
  };
  expect(packageJson.dependencies).toMatchObject({
    '@mui/material': SITE_PACKAGE.dependencies['@mui/material'],
    '@emotion/react': SITE_PACKAGE.dependencies['@emotion/react'],
    react: SITE_PACKAGE.dependencies.react,
  });

  // In JavaScript, by the reader's choice.
  const javascript = region.getByRole('button', { name: 'JavaScript', exact: true });
  await javascript.click();
  // The choice applies as a transition (CodePreferencesProvider.tsx): wait until it shows.
  await expect(javascript).toHaveAttribute('aria-pressed', 'true');
  const js = await openCodeSandbox(context, region);
  expect(js.query).toBe('file=/src/BasicButtons.jsx');
  expect(Object.keys(js.files)).toContain('src/main.jsx');
  expect(Object.keys(js.files)).not.toContain('tsconfig.json');
});

test('a framed App Bar demo keeps its fixed bar inside its own box while the page scrolls', async ({
  page,
}) => {
  await page.goto('/material-ui/react-app-bar/');
  await waitForHydration(page);
  const region = demo(page, 'FramedFixedAppBar');
  const box = region.locator('.demo-preview');
  const frame = region.frameLocator('iframe.demo-iframe');
  const bar = frame.locator('header');
  await expect(bar).toBeVisible();
  await expect(frame.getByText('Week planner')).toBeVisible();
  for (const scroll of [0, 200]) {
    await region.scrollIntoViewIfNeeded();
    await page.evaluate((by) => window.scrollBy(0, by), scroll);
    const outer = await box.boundingBox();
    const inner = await bar.boundingBox();
    expect(outer && inner).toBeTruthy();
    if (outer && inner) {
      expect(inner.y).toBeGreaterThanOrEqual(outer.y - 1);
      expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 1);
      expect(inner.x).toBeGreaterThanOrEqual(outer.x - 1);
      expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
    }
  }
  // The frame follows the site's colour scheme and uses the demo's theme (the bar is the primary
  // colour, not a default grey).
  await expect(frame.locator('html')).toHaveAttribute(
    'data-mui-color-scheme',
    (await page.locator('html').getAttribute('data-mui-color-scheme')) ?? 'light',
  );
  const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
});

test('a short demo shows a preview of its JSX, and Expand code shows the whole file', async ({
  page,
}) => {
  const region = await openButtonPage(page);
  const preview = region.locator('.demo-code-preview');
  await expect(preview).toBeVisible();
  await expect(preview.locator('.code-block-body')).toContainText(
    '<Button variant="text">Text</Button>',
  );
  await expect(preview.locator('.code-block-body')).not.toContainText('import');
  await preview.getByRole('button', { name: 'Expand code', exact: true }).click();
  await expect(region.locator('.demo-code-preview')).toHaveCount(0);
  await expect(region.locator('.demo-code-editable')).toContainText(
    "import Button from '@mui/material/Button';",
  );
});

test('the toolbar copies the source and a link to the demo', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const region = await openButtonPage(page);
  await region.getByRole('button', { name: 'Copy the source', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(fs.readFileSync('data/material-ui/react-button/BasicButtons.tsx', 'utf8').trimEnd());
  await region.getByRole('button', { name: 'Copy a link to this demo', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(`${baseURL}/material-ui/react-button/#BasicButtons`);
  await region.getByRole('button', { name: 'Reset focus to the demo', exact: true }).click();
  await expect(region.locator('.demo-preview')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Text', exact: true })).toBeFocused();
});
