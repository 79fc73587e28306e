import { expect, test } from './support/fixtures';
import {
  COOKIES,
  STORAGE,
  choose,
  denseSwitch,
  expectPressed,
  expectStored,
  html,
  openSettings,
  seed,
  spacingText,
} from './support/site';

// docs/product-rules.md#preferences-and-storage-keys: a stored value outside its set is ignored, the default applies, nothing throws,
// and the bad value is overwritten at the next change. The fixture fails the test on any console
// error or page error.

test('corrupt stored preferences give the defaults without errors', async ({
  page,
  context,
  baseURL,
}) => {
  await seed(context, baseURL, {
    localStorage: {
      [STORAGE.mode]: 'purple',
      [STORAGE.direction]: 'sideways',
      [STORAGE.dense]: 'maybe',
      [STORAGE.spacing]: '1e9',
      [STORAGE.paletteColors]: '{not json',
    },
    cookies: {
      [COOKIES.codeVariant]: 'Python',
      [COOKIES.codeStyling]: '%3Cscript%3E',
      [COOKIES.userLanguage]: 'xx',
    },
  });
  await page.goto('/');

  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(html(page)).toHaveAttribute('data-mui-color-scheme', /^(light|dark)$/);
  await expect(html(page)).not.toHaveAttribute('data-dense', 'true');

  const dialog = await openSettings(page);
  await expectPressed(dialog, 'Mode', 'System');
  await expectPressed(dialog, 'Direction', 'Left to right');
  await expect(denseSwitch(dialog)).not.toBeChecked();
  await expect(spacingText(dialog, 8)).toBeVisible();
  await expectPressed(dialog, 'Code language', 'TypeScript');
  await expectPressed(dialog, 'Styling', 'MUI System');

  await choose(dialog, 'Mode', 'Dark');
  await expectStored(page, STORAGE.mode, 'dark');
  await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
});
