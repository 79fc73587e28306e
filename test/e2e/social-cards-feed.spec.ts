/**
 * Social cards and the blog feed (docs/product-rules.md#social-cards, #blog-feed): every page names
 * its area's card as og:image (a PNG the export holds) with a large-image twitter card; blog
 * pages link an Atom feed that is well-formed XML listing every post.
 */
import { expect, test } from './support/fixtures';

const PAGES: [string, string][] = [
  ['/', 'site'],
  ['/material-ui/react-button/', 'material-ui'],
  ['/zh/joy-ui/getting-started/', 'joy-ui'],
  ['/base-ui/react-button/', 'base-ui'],
  ['/system/react-box/', 'system'],
  ['/x/react-data-grid/', 'x'],
  ['/blog/', 'blog'],
];

for (const [path, card] of PAGES) {
  test(`${path} names the ${card} card`, async ({ page, request }) => {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(image ?? '').pathname).toBe(`/static/social/${card}.png`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    const response = await request.get(`/static/social/${card}.png`);
    expect(response.status()).toBe(200);
    const bytes = await response.body();
    // A PNG signature, and a real picture rather than an empty file.
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(5_000);
  });
}

test('blog pages link a well-formed Atom feed of every post', async ({ page, request }) => {
  await page.goto('/blog/');
  const link = page.locator('link[rel="alternate"][type="application/atom+xml"]');
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.pathname).toBe('/blog/feed.xml');
  const posts = await page
    .locator('main a[href^="/blog/"]')
    .evaluateAll((links) => [
      ...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
    ]);
  const xml = await (await request.get('/blog/feed.xml')).text();
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.namespaceURI,
      ids: Array.from(doc.getElementsByTagName('entry')).map(
        (entry) => new URL(entry.getElementsByTagName('id')[0]?.textContent ?? '').pathname,
      ),
    };
  }, xml);
  expect(parsed.errors).toBe(0);
  expect(parsed.root).toBe('http://www.w3.org/2005/Atom');
  expect(parsed.ids.length).toBeGreaterThan(0);
  expect(parsed.ids.sort()).toEqual(posts.filter((post) => post !== '/blog/').sort());
  await page.goto(parsed.ids[0]);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(1);
});
