import { expect, test } from './support/fixtures';

// Moved paths (docs/authoring.md#moved-pages): a static redirect page sends readers to mui.com's path, in English and
// in Chinese, and tells crawlers where the content lives now.

test.describe('redirect pages of moved paths', () => {
  for (const [from, to] of [
    ['/system/guides/borders/', '/system/borders/'],
    ['/zh/material-ui/getting-started/overview/', '/zh/material-ui/getting-started/'],
  ]) {
    test(`${from} leads to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  }

  test('the redirect page itself is noindex, canonical to the new path, with a link to follow', async ({
    request,
  }) => {
    const response = await request.get('/system/guides/borders/');
    const html = await response.text();
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/system/borders/"');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/mui\.com\/system\/borders\/"/);
    expect(html).toMatch(/<a [^>]*href="\/system\/borders\/"/);
  });

  test('the new pages replace the old ones in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/system/borders/</loc>');
    expect(sitemap).not.toContain('/system/guides/borders/</loc>');
  });
});
