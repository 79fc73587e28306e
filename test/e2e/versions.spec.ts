import { expect, test } from './support/fixtures';

// The versions page (docs/product-rules.md#versions): each product's documented version, and links
// to the documentation of its earlier major versions, in English and under /zh/.

const OLDER_VERSIONS: readonly { product: string; links: readonly [string, string][] }[] = [
  {
    product: 'Material UI',
    links: [
      ['v4', 'https://v4.mui.com/'],
      ['v3', 'https://v3.mui.com/'],
      ['v1', 'https://v1.mui.com/'],
      ['v0', 'https://v0.mui.com/'],
    ],
  },
  { product: 'MUI System', links: [['v4', 'https://v4.mui.com/system/basics/']] },
  { product: 'Data Grid', links: [['v5', 'https://v5.mui.com/x/react-data-grid/']] },
  {
    product: 'Date and Time Pickers',
    links: [['v5', 'https://v5.mui.com/x/react-date-pickers/']],
  },
];

for (const path of ['/versions/', '/zh/versions/']) {
  test(`${path} links the documentation of earlier major versions`, async ({ page }) => {
    await page.goto(path);
    const table = page.getByRole('main').getByRole('table');
    await expect(table).toBeVisible();
    for (const { product, links } of OLDER_VERSIONS) {
      const row = table.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: product, exact: true }),
      });
      await expect(row, `the row of ${product}`).toHaveCount(1);
      const found = await row
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => [anchor.textContent ?? '', anchor.getAttribute('href') ?? '']),
        );
      expect(found, `the earlier versions of ${product}`).toEqual(links);
    }
    await expect(table.getByRole('rowheader', { name: 'Material UI', exact: true })).toBeVisible();
    await expect(
      table.getByRole('row').filter({ hasText: 'Material UI' }).getByText('v5.15.2'),
    ).toBeVisible();
  });
}
