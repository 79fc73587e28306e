import { apiIndexItems, apiIndexListingMarkdown, firstSentence } from './apiIndexListing';

describe('API index listing', () => {
  it('keeps the first sentence of a description as plain text', () => {
    expect(firstSentence('Model describing the filters.\nMore text.')).toBe(
      'Model describing the filters.',
    );
    expect(firstSentence('Object passed to the [getRowClassName](/x/a/) prop')).toBe(
      'Object passed to the getRowClassName prop',
    );
    expect(firstSentence('')).toBe('');
  });

  it('lists each kind under its own heading, in the given order, with the package', () => {
    const markdown = apiIndexListingMarkdown(
      [
        {
          pathname: '/x/api/data-grid/grid-api',
          name: 'GridApi',
          kind: 'interface',
          packageName: '@mui/x-data-grid',
          summary: 'The full grid API.',
        },
        {
          pathname: '/x/api/data-grid/data-grid-pro',
          name: 'DataGridPro',
          kind: 'component',
          packageName: '@mui/x-data-grid-pro',
          summary: '',
        },
      ],
      'en',
    );
    expect(markdown).toBe(
      [
        '## All API pages',
        '',
        '### Components',
        '',
        '- [DataGridPro](/x/api/data-grid/data-grid-pro/) · `@mui/x-data-grid-pro`',
        '',
        '### Interfaces',
        '',
        '- [GridApi](/x/api/data-grid/grid-api/) · `@mui/x-data-grid` — The full grid API.',
      ].join('\n'),
    );
    expect(apiIndexListingMarkdown([], 'zh')).toBe('');
  });

  it('reads the data grid index from the navigation and the generated API data', () => {
    const items = apiIndexItems('/x/api/data-grid');
    const names = items.map((item) => item.name);
    expect(names).toEqual(
      expect.arrayContaining(['DataGrid', 'DataGridPro', 'DataGridPremium', 'GridColDef']),
    );
    expect(names).not.toContain('Index');
    expect(items.find((item) => item.name === 'GridColDef')?.kind).toBe('interface');
    expect(() => apiIndexItems('/x/api/nothing')).toThrow('is not in a group of data/x/pages.ts');
  });
});
