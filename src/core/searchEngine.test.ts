import { createSearchEngine, type SearchEngine } from './searchEngine';
import type { BodyShard, IndexedPage, TitlesIndex } from './searchIndex';
import type { SearchContext } from './searchRanking';

function page(path: string, title: string, extra: Partial<IndexedPage> = {}): IndexedPage {
  return {
    path,
    title,
    aliases: [],
    kind: 'component',
    translated: true,
    links: 0,
    description: '',
    sections: [],
    ...extra,
  };
}

const pages: IndexedPage[] = [
  page('/joy-ui/api/autocomplete-listbox/', 'AutocompleteListbox API', {
    kind: 'subApi',
    links: 40,
  }),
  page('/joy-ui/react-autocomplete/', 'Autocomplete'),
  page('/material-ui/api/button/', 'Button API', {
    kind: 'api',
    sections: [{ kind: 'prop', text: 'disableElevation', id: 'prop-disableElevation' }],
  }),
  page('/material-ui/react-autocomplete/', 'Autocomplete'),
  page('/material-ui/react-snackbar/', 'Snackbar'),
  page('/material-ui/react-table/', 'Table'),
];

const index: TitlesIndex = { language: 'en', build: 'b1', shards: ['vi'], pages };
const shards: Record<string, BodyShard> = {
  vi: { build: 'b1', words: { virtualization: [5, 4] } },
};

function engine(load = async (key: string) => shards[key] ?? null): SearchEngine {
  return createSearchEngine(index, load);
}

const from = (area: string | null): SearchContext => ({ language: 'en', area, product: null });
const first = async (e: SearchEngine, query: string, area: string | null) =>
  (await e.search(query, from(area)))[0]?.hits[0]?.url;

describe('createSearchEngine', () => {
  it("opens the component page of the reader's area first (issue 22)", async () => {
    const e = engine();
    expect(await first(e, 'Autocomplete', 'material-ui')).toBe('/material-ui/react-autocomplete/');
    expect(await first(e, 'Autocomplete', 'joy-ui')).toBe('/joy-ui/react-autocomplete/');
    const groups = await e.search('Autocomplete', from('joy-ui'));
    expect(groups[0].hits.map((hit) => hit.url)).toEqual([
      '/joy-ui/react-autocomplete/',
      '/joy-ui/api/autocomplete-listbox/',
    ]);
    expect(groups.map((group) => group.area)).toEqual(['joy-ui', 'material-ui']);
  });

  it('opens an API page at the prop, and names the section', async () => {
    const groups = await engine().search('disableElevation', from('material-ui'));
    expect(groups[0].hits[0]).toMatchObject({
      url: '/material-ui/api/button/#prop-disableElevation',
      title: 'Button API',
      section: { kind: 'prop', text: 'disableElevation' },
    });
  });

  it('corrects a one-letter typo', async () => {
    expect(await first(engine(), 'snackbr', 'material-ui')).toBe('/material-ui/react-snackbar/');
    expect(await first(engine(), 'autocomplte', 'joy-ui')).toBe('/joy-ui/react-autocomplete/');
  });

  it('finds words of the text through the shard of their first letters only', async () => {
    const load = jest.fn(async (key: string) => shards[key] ?? null);
    const e = engine(load);
    expect(await first(e, 'virtualization', null)).toBe('/material-ui/react-table/');
    expect(await first(e, 'virtualiz', null)).toBe('/material-ui/react-table/');
    expect(load.mock.calls.map(([key]) => key)).toEqual(['vi']);
  });

  it('still answers from titles when a shard cannot be loaded, and retries it later', async () => {
    let fail = true;
    const e = engine(async (key) => {
      if (fail) throw new Error('offline');
      return shards[key] ?? null;
    });
    expect(await first(e, 'table', 'material-ui')).toBe('/material-ui/react-table/');
    expect(await e.search('virtualization', from(null))).toEqual([]);
    fail = false;
    expect(await first(e, 'virtualization', null)).toBe('/material-ui/react-table/');
  });

  it('answers nothing for an empty or punctuation-only query', async () => {
    expect(await engine().search('  ', from(null))).toEqual([]);
    expect(await engine().search('<>!', from(null))).toEqual([]);
  });
});
