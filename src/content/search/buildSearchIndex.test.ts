import { parseShard, parseTitles } from '@/core/searchIndex';
import { buildSearchIndex, countLinks } from './buildSearchIndex';
import type { ExportedPage } from './readExportedPage';

function exported(path: string, title: string, text: string, links: string[] = []): ExportedPage {
  return {
    path,
    language: 'en',
    title,
    description: '',
    translated: true,
    sections: [],
    text,
    links,
  };
}

const pages = [
  exported('/joy-ui/api/autocomplete-listbox/', 'AutocompleteListbox API', 'The listbox slot', [
    '/joy-ui/react-autocomplete/',
  ]),
  exported('/joy-ui/api/autocomplete/', 'Autocomplete API', 'Props of the autocomplete'),
  exported('/joy-ui/react-autocomplete/', 'Autocomplete', 'The autocomplete and the listbox', [
    '/joy-ui/api/autocomplete/',
    '/joy-ui/react-autocomplete/',
  ]),
];

describe('countLinks', () => {
  it('counts links from other pages once per page, in every language', () => {
    const zh = {
      ...pages[0],
      path: '/zh/joy-ui/api/autocomplete-listbox/',
      links: ['/zh/joy-ui/react-autocomplete/'],
    };
    const counts = countLinks([...pages, zh]);
    expect(counts.get('/joy-ui/react-autocomplete/')).toBe(2);
    expect(counts.get('/joy-ui/api/autocomplete/')).toBe(1);
  });
});

describe('buildSearchIndex', () => {
  it('writes pages in path order with their kinds, and words in shards by first letters', () => {
    const built = buildSearchIndex('en', [...pages].reverse(), new Map(), new Map());
    const titles = parseTitles('titles', built.titles);
    expect(titles.pages.map((p) => [p.path, p.kind])).toEqual([
      ['/joy-ui/api/autocomplete-listbox/', 'subApi'],
      ['/joy-ui/api/autocomplete/', 'api'],
      ['/joy-ui/react-autocomplete/', 'component'],
    ]);
    expect(titles.shards).toEqual(['au', 'li', 'pr', 'sl']);
    const au = parseShard('au', built.shards.get('au'), titles.build, 3);
    expect(au.words).toEqual({ autocomplete: [1, 1, 2, 1] });
    // Stop words are left out.
    expect(Array.from(built.shards.keys())).not.toContain('th');
  });

  it('marks the API page of a type, whose entries are properties, as a type', () => {
    const type: ExportedPage = {
      ...exported('/x/api/data-grid/grid-col-def/', 'GridColDef API', 'The column definition'),
      sections: [{ kind: 'prop', text: 'field', id: 'property-field' }],
    };
    const built = buildSearchIndex('en', [type, ...pages], new Map(), new Map());
    const kinds = parseTitles('titles', built.titles).pages.map((p) => [p.path, p.kind]);
    expect(kinds).toContainEqual(['/x/api/data-grid/grid-col-def/', 'type']);
    expect(kinds).toContainEqual(['/joy-ui/api/autocomplete/', 'api']);
  });

  it('gives a translated page the English title as an alias, and names the build by content', () => {
    const zh = { ...pages[2], path: '/zh/joy-ui/react-autocomplete/', title: '自动补全' };
    const english = new Map([['/joy-ui/react-autocomplete/', 'Autocomplete']]);
    const built = buildSearchIndex('zh', [zh], new Map(), english);
    expect(parseTitles('t', built.titles).pages[0].aliases).toEqual(['Autocomplete']);
    const again = buildSearchIndex('zh', [zh], new Map(), english);
    expect(again.titles.build).toBe(built.titles.build);
    expect(
      buildSearchIndex('zh', [{ ...zh, text: 'other' }], new Map(), english).titles.build,
    ).not.toBe(built.titles.build);
  });
});
