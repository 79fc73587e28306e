/**
 * The demo toolbar (docs/product-rules.md#accessible-names, demo toolbar): Open in StackBlitz sends the
 * demo's project (checked in the outgoing request), Reset demo, the source link, the names of the
 * code-language buttons; and the Pro and Premium demos that run live with MUI X's own watermark.
 */
import fs from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { COOKIES, waitForHydration } from './support/site';

const SITE_PACKAGE = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};

function demo(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The form fields StackBlitz's SDK posts: `project[files][<path>]`, `project[template]`, … */
type ProjectForm = URLSearchParams;

/**
 * Clicks "Open in StackBlitz" and returns the form the new tab posts to stackblitz.com, answered
 * here (the network is closed, and no project should really be created by a test).
 */
async function openProject(context: BrowserContext, region: Locator): Promise<ProjectForm> {
  const posted = new Promise<ProjectForm>((resolve) => {
    void context.route('https://stackblitz.com/**', async (route) => {
      const request = route.request();
      if (request.method() === 'POST') {
        resolve(new URLSearchParams(request.postData() ?? ''));
      }
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>ok</title>' });
    });
  });
  const popup = context.waitForEvent('page');
  await region.getByRole('button', { name: 'Open in StackBlitz', exact: true }).click();
  const form = await posted;
  await (await popup).close();
  await context.unroute('https://stackblitz.com/**');
  return form;
}

function file(form: ProjectForm, path: string): string {
  const value = form.get(`project[files][${path}]`);
  expect(value, `the project carries ${path}`).not.toBeNull();
  // A form post sends line breaks as CRLF.
  return (value ?? '').replace(/\r\n/g, '\n');
}

function dependencies(form: ProjectForm): Record<string, string> {
  return (JSON.parse(file(form, 'package.json')) as { dependencies: Record<string, string> })
    .dependencies;
}

test.describe('demo toolbar', () => {
  test('Open in StackBlitz sends the TypeScript or JavaScript source, exact versions and a Material entry', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    const basic = demo(page, 'BasicButtons');
    const ts = await openProject(context, basic);
    expect(ts.get('project[template]')).toBe('node');
    expect(file(ts, 'src/BasicButtons.tsx')).toBe(
      fs.readFileSync('data/material-ui/react-button/BasicButtons.tsx', 'utf8'),
    );
    expect(file(ts, 'src/main.tsx')).toContain('<ThemeProvider theme={theme}>');
    expect(file(ts, 'tsconfig.json')).toContain('react-jsx');
    expect(dependencies(ts)).toMatchObject({
      '@mui/material': SITE_PACKAGE.dependencies['@mui/material'],
      '@emotion/react': SITE_PACKAGE.dependencies['@emotion/react'],
      react: SITE_PACKAGE.dependencies.react,
      'react-dom': SITE_PACKAGE.dependencies['react-dom'],
    });

    await context.addCookies([{ name: COOKIES.codeVariant, value: 'JS', url: `${baseURL}/` }]);
    await page.reload();
    await waitForHydration(page);
    const js = await openProject(context, demo(page, 'BasicButtons'));
    const source = file(js, 'src/BasicButtons.jsx');
    expect(source).toContain('export default function BasicButtons');
    expect(js.get('project[files][src/BasicButtons.tsx]')).toBeNull();
    expect(js.get('project[files][tsconfig.json]')).toBeNull();
    expect(file(js, 'index.html')).toContain('/src/main.jsx');
  });

  test('pickers open inside LocalizationProvider with the Day.js adapter, grids with their data set, Joy in its provider', async ({
    page,
    context,
  }) => {
    await page.goto('/x/react-date-pickers/');
    await waitForHydration(page);
    const picker = await openProject(context, demo(page, 'InlinePicker'));
    expect(file(picker, 'src/main.tsx')).toContain(
      '<LocalizationProvider dateAdapter={AdapterDayjs}>',
    );
    expect(dependencies(picker)).toMatchObject({
      '@mui/x-date-pickers': SITE_PACKAGE.dependencies['@mui/x-date-pickers'],
      dayjs: SITE_PACKAGE.dependencies.dayjs,
    });

    await page.goto('/x/react-data-grid/tree-data/');
    await waitForHydration(page);
    const pro = await openProject(context, demo(page, 'TreeDataPro'));
    expect(dependencies(pro)).toMatchObject({
      '@mui/x-data-grid-pro': SITE_PACKAGE.dependencies['@mui/x-data-grid-pro'],
      '@mui/material': SITE_PACKAGE.dependencies['@mui/material'],
    });
    // A grid needs Material's theme and no date adapter.
    expect(file(pro, 'src/main.tsx')).toContain('<ThemeProvider theme={theme}>');
    expect(file(pro, 'src/main.tsx')).not.toContain('LocalizationProvider');

    await page.goto('/x/react-data-grid/master-detail/');
    await waitForHydration(page);
    const detail = await openProject(context, demo(page, 'DetailPanelPro'));
    expect(file(detail, 'src/DetailPanelPro.tsx')).toContain("from './datasets/employees'");
    expect(file(detail, 'src/datasets/employees.ts')).toContain('createEmployeeRows');

    await page.goto('/joy-ui/react-button/');
    await waitForHydration(page);
    const joy = await openProject(context, demo(page, 'ButtonVariants'));
    expect(file(joy, 'src/main.tsx')).toContain('<CssVarsProvider>');
    expect(dependencies(joy)['@mui/joy']).toBe(SITE_PACKAGE.dependencies['@mui/joy']);
  });

  test('Base UI opens bare, in the styling the reader chose: MUI System, Tailwind with its Play CDN, or plain CSS', async ({
    page,
    context,
    baseURL,
  }) => {
    const folder = 'data/base-ui/react-button';
    const variants = [
      { styling: 'system', file: 'UnstyledButtonsSimple.tsx' },
      { styling: 'tailwind', file: 'UnstyledButtonsSimple.tailwind.tsx' },
      { styling: 'css', file: 'UnstyledButtonsSimple.css.tsx' },
    ] as const;
    for (const variant of variants) {
      await context.addCookies([
        { name: COOKIES.codeStyling, value: variant.styling, url: `${baseURL}/` },
      ]);
      await page.goto('/base-ui/react-button/');
      await waitForHydration(page);
      // The saved styling is applied after hydration: opened in the moment before, StackBlitz
      // gets the default variant (a CI flake), so the project is opened again until it is there.
      let project: ProjectForm = new URLSearchParams();
      await expect(async () => {
        project = await openProject(context, demo(page, 'UnstyledButtonsSimple'));
        expect(
          file(project, 'src/UnstyledButtonsSimple.tsx'),
          `the ${variant.styling} source`,
        ).toBe(fs.readFileSync(`${folder}/${variant.file}`, 'utf8'));
      }).toPass({ timeout: 20_000 });
      const entry = file(project, 'src/main.tsx');
      // Base UI is unstyled: no Material or Joy provider around it.
      expect(entry).toContain('<UnstyledButtonsSimple />');
      expect(entry).not.toMatch(/ThemeProvider|CssVarsProvider/);
      expect(dependencies(project)['@mui/base']).toBe(SITE_PACKAGE.dependencies['@mui/base']);
      expect(dependencies(project)['@mui/system']).toBe(
        variant.styling === 'system' ? SITE_PACKAGE.dependencies['@mui/system'] : undefined,
      );
      const tailwind = file(project, 'index.html').includes('https://cdn.tailwindcss.com');
      expect(tailwind, `Tailwind's Play CDN in the ${variant.styling} project`).toBe(
        variant.styling === 'tailwind',
      );
    }
  });

  test('Reset demo brings the demo back to its first state; the source link names its file', async ({
    page,
  }) => {
    await page.goto('/material-ui/react-switch/');
    await waitForHydration(page);
    const region = demo(page, 'SwitchLabels');
    const bluetooth = region.getByRole('checkbox', { name: 'Bluetooth' });
    await bluetooth.check();
    await expect(bluetooth).toBeChecked();
    await region.getByRole('button', { name: 'Reset demo', exact: true }).click();
    await expect(region.getByRole('checkbox', { name: 'Bluetooth' })).not.toBeChecked();
    await expect(
      region.getByRole('link', { name: 'View the source on GitHub', exact: true }),
    ).toHaveAttribute(
      'href',
      'https://github.com/mui/mui-docs-site/blob/main/data/material-ui/react-switch/SwitchLabels.tsx',
    );
  });

  test('the toolbar fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    const toolbar = demo(page, 'BasicButtons').getByRole('toolbar');
    for (const control of await toolbar.locator('button, a').all()) {
      const box = await control.boundingBox();
      expect(box, 'every control is laid out').not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});

test.describe('Pro and Premium demos', () => {
  for (const [path, name] of [
    ['/x/react-data-grid/tree-data/', 'TreeDataPro'],
    ['/x/react-data-grid/row-grouping/', 'RowGroupingPremium'],
  ] as const) {
    test(`${name} runs live with MUI X's own missing licence key watermark`, async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          messages.push(message.text());
        }
      });
      await page.goto(path);
      const region = demo(page, name);
      await expect(region.getByRole('grid')).toBeVisible();
      await expect(region.getByText('MUI X Missing license key', { exact: true })).toBeVisible();
      // MUI X's own console message, which the fixture (and the clean-load gate) allow exactly.
      await expect.poll(() => messages.join('\n')).toContain('MUI: Missing license key.');
    });
  }
});
