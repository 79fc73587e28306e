import { parseCards, parseShard } from '@/core/searchIndexParse';
import { stem } from '@/core/searchText';
import { buildSearchIndex, componentSlugTitle, countLinks } from './buildSearchIndex';
import type { ExportedPage } from './readExportedPage';
import { exportedPage } from './testing/exportedPage';

function exported(path: string, title: string, text: string, links: string[] = []): ExportedPage {
  return exportedPage(path, title, { text, links });
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

function kindsOf(built: ReturnType<typeof buildSearchIndex>): [string, string][] {
  const { build, pageCount } = built.manifest;
  const cards = built.cards.flatMap((file, block) => parseCards(`${block}`, file, build));
  const kinds = new Map<number, string>();
  for (const [key, shard] of built.shards) {
    for (const [page, rank] of parseShard(key, shard, build, pageCount).ranks) {
      kinds.set(page, rank.kind);
    }
  }
  return cards.map((card, page) => [card.path, kinds.get(page) ?? '']);
}

describe('buildSearchIndex', () => {
  it('numbers pages in title order, with their kinds, and words in shards by first letters', () => {
    const built = buildSearchIndex('en', [...pages].reverse(), new Map(), new Map());
    expect(kindsOf(built)).toEqual([
      ['/joy-ui/react-autocomplete/', 'component'],
      ['/joy-ui/api/autocomplete/', 'api'],
      ['/joy-ui/api/autocomplete-listbox/', 'subApi'],
    ]);
    expect(built.manifest.shards).toEqual(['a', 'ap', 'au', 'li', 'pr', 'sl']);
    const { build } = built.manifest;
    const au = parseShard('au', built.shards.get('au'), build, 3);
    expect(au.words.get(stem('autocomplete'))).toEqual([
      { page: 0, count: 1, fields: 3 },
      { page: 1, count: 1, fields: 3 },
      { page: 2, count: 0, fields: 2 },
    ]);
    expect(au.titles.get('autocompletelistbox')).toEqual([2]);
    // Stop words are left out of the text's words.
    expect(built.shards.get('th')).toBeUndefined();
  });

  it('keeps headings and API names with the words they hold', () => {
    const withProp: ExportedPage = {
      ...pages[1],
      sections: [{ kind: 'prop', text: 'disableElevation', id: 'prop-disableElevation' }],
    };
    const built = buildSearchIndex('en', [withProp], new Map(), new Map());
    const { build } = built.manifest;
    const di = parseShard('di', built.shards.get('di'), build, 1);
    expect(di.sections.get(0)?.get(0)?.id).toBe('prop-disableElevation');
    expect(di.words.get('disableelevation')).toEqual([{ page: 0, count: 0, fields: 4 }]);
  });

  it('marks the API page of a type, whose entries are properties, as a type', () => {
    const type: ExportedPage = {
      ...exported('/x/api/data-grid/grid-col-def/', 'GridColDef API', 'The column definition'),
      sections: [{ kind: 'prop', text: 'field', id: 'property-field' }],
    };
    const kinds = kindsOf(buildSearchIndex('en', [type, ...pages], new Map(), new Map()));
    expect(kinds).toContainEqual(['/x/api/data-grid/grid-col-def/', 'type']);
    expect(kinds).toContainEqual(['/joy-ui/api/autocomplete/', 'api']);
  });

  it('gives a translated page the English title as an alias, and names the build by content', () => {
    const zh = { ...pages[2], path: '/zh/joy-ui/react-autocomplete/', title: '自动补全' };
    const english = new Map([['/joy-ui/react-autocomplete/', 'Autocomplete']]);
    const built = buildSearchIndex('zh', [zh], new Map(), english);
    const { build } = built.manifest;
    expect(parseShard('au', built.shards.get('au'), build, 1).titles.get('autocomplete')).toEqual([
      0,
    ]);
    const again = buildSearchIndex('zh', [zh], new Map(), english);
    expect(again.manifest.build).toBe(build);
    expect(
      buildSearchIndex('zh', [{ ...zh, text: 'other' }], new Map(), english).manifest.build,
    ).not.toBe(build);
  });
});

describe('componentSlugTitle', () => {
  it("gives a component page the name its URL calls it, which readers type (Radio Group's radio button)", () => {
    expect(componentSlugTitle('/material-ui/react-radio-button/')).toBe('radio button');
    expect(componentSlugTitle('/zh/joy-ui/react-text-field/')).toBe('text field');
    expect(componentSlugTitle('/material-ui/customization/theming/')).toBeNull();
  });
});
