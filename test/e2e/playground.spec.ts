/**
 * The playground of a component page (docs/authoring.md#a-components-playground): controls
 * change the live component and its code, the choice is kept in the hash and restored from a
 * shared address, a hostile hash changes nothing, and the controls work with the keyboard.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/site';

const MATERIAL = '/material-ui/react-button/';
const JOY = '/joy-ui/react-chip/';

/** The playground section once its code has loaded (it loads when scrolled into view). */
async function openPlayground(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  const section = page.locator('section[aria-labelledby="playground"]');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('[data-playground-code]')).toBeVisible();
  return {
    section,
    preview: section.locator('[data-playground-preview]'),
    code: section.locator('[data-playground-code]'),
    choice: (prop: string, value: string) =>
      section.getByRole('group', { name: prop, exact: true }).getByRole('radio', { name: value }),
    select: (prop: string) => section.getByLabel(prop, { exact: true }),
  };
}

test.describe('playground', () => {
  test('is a section of its own, listed in the table of contents, loaded when in view', async ({
    page,
  }) => {
    await page.goto(MATERIAL);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Playground' })).toHaveCount(1);
    await expect(
      page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Playground' }),
    ).toHaveAttribute('href', '#playground');
    const section = page.locator('section[aria-labelledby="playground"]');
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('[data-playground-code]')).toHaveText('<Button>Button</Button>');
  });

  test('Material UI Button: variant outlined and color error', async ({ page }) => {
    const playground = await openPlayground(page, MATERIAL);
    await playground.choice('variant', 'outlined').check();
    await playground.select('color').selectOption('error');
    const button = playground.preview.getByRole('button', { name: 'Button' });
    await expect(button).toHaveClass(/MuiButton-outlined\b/);
    await expect(button).toHaveClass(/MuiButton-outlinedError\b/);
    await expect(playground.code).toHaveText(
      '<Button variant="outlined" color="error">Button</Button>',
    );
    await expect(page).toHaveURL(/#playground\?variant=outlined&color=error$/);

    await page.getByRole('button', { name: 'Reset props' }).click();
    await expect(playground.code).toHaveText('<Button>Button</Button>');
    await expect(playground.choice('variant', 'text')).toBeChecked();
    await expect(page).toHaveURL(/#playground$/);
  });

  test('Joy UI Chip: variant soft and color danger', async ({ page }) => {
    const playground = await openPlayground(page, JOY);
    await playground.choice('variant', 'solid').check();
    await expect(playground.code).toContainText('<Chip variant="solid">');
    // Soft is the Chip's default: the code leaves it out.
    await playground.choice('variant', 'soft').check();
    await playground.select('color').selectOption('danger');
    const chip = playground.preview.locator('.MuiChip-root');
    await expect(chip).toHaveClass(/MuiChip-variantSoft\b/);
    await expect(chip).toHaveClass(/MuiChip-colorDanger\b/);
    await expect(playground.code).toHaveText('<Chip color="danger">Chip</Chip>');
    await expect(page).toHaveURL(/#playground\?color=danger$/);
  });

  test('a shared address restores the choice', async ({ page }) => {
    const playground = await openPlayground(
      page,
      `${MATERIAL}#playground?variant=outlined&color=error`,
    );
    await expect(playground.choice('variant', 'outlined')).toBeChecked();
    await expect(playground.select('color')).toHaveValue('error');
    await expect(playground.preview.getByRole('button', { name: 'Button' })).toHaveClass(
      /MuiButton-outlinedError\b/,
    );
    await expect(playground.code).toHaveText(
      '<Button variant="outlined" color="error">Button</Button>',
    );

    const joy = await openPlayground(page, `${JOY}#playground?variant=solid&color=danger&size=lg`);
    await expect(joy.preview.locator('.MuiChip-root')).toHaveClass(/MuiChip-variantSolid\b/);
    await expect(joy.code).toHaveText('<Chip variant="solid" color="danger" size="lg">Chip</Chip>');
  });

  test('a hostile hash changes nothing', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const hostile =
      '#playground?variant=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&color=javascript:alert(1)' +
      '&__proto__=x&constructor=y&onClick=alert(1)&disabled=1&children=%E0%A4%A&sx=%7B%7D&href=javascript:alert(1)';
    const playground = await openPlayground(page, `${MATERIAL}${hostile}`);
    await expect(playground.code).toHaveText('<Button>Button</Button>');
    const button = playground.preview.getByRole('button', { name: 'Button' });
    await expect(button).toHaveClass(/MuiButton-text\b/);
    await expect(button).toHaveClass(/MuiButton-textPrimary\b/);
    await expect(button).toBeEnabled();
    await expect(playground.choice('variant', 'text')).toBeChecked();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('the controls are labelled and work with the keyboard', async ({ page }) => {
    const playground = await openPlayground(page, MATERIAL);
    await playground.choice('variant', 'text').focus();
    await page.keyboard.press('ArrowRight');
    await expect(playground.choice('variant', 'outlined')).toBeChecked();
    await expect(playground.code).toHaveText('<Button variant="outlined">Button</Button>');

    const disabled = playground.section.getByRole('switch', { name: 'disabled' });
    await disabled.focus();
    await page.keyboard.press('Space');
    await expect(playground.code).toHaveText('<Button variant="outlined" disabled>Button</Button>');
    await expect(playground.preview.getByRole('button', { name: 'Button' })).toBeDisabled();

    const text = playground.section.getByRole('textbox', { name: 'children' });
    await text.fill('Save');
    await expect(playground.code).toHaveText('<Button variant="outlined" disabled>Save</Button>');

    await page.getByRole('button', { name: 'Copy the code' }).focus();
    await page.keyboard.press('Enter');
    await expect(playground.section.getByRole('status')).toHaveText('Code copied');
  });
});
