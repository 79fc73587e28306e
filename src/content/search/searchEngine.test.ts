import { buildSearchIndex } from './buildSearchIndex';
import { memoryIndex } from './memoryIndex';
import type { ExportedPage } from './readExportedPage';
import { exportedPage } from './testing/exportedPage';
import type { SearchEngine } from '@/core/searchEngine';
import type { SearchContext } from '@/core/searchRanking';

const page = exportedPage;

const pages: ExportedPage[] = [
  page('/joy-ui/api/autocomplete-listbox/', 'AutocompleteListbox API'),
  page('/joy-ui/react-autocomplete/', 'Autocomplete', { text: 'See the listbox.' }),
  page('/material-ui/api/button/', 'Button API', {
    sections: [{ kind: 'prop', text: 'disableElevation', id: 'prop-disableElevation' }],
  }),
  page('/material-ui/react-autocomplete/', 'Autocomplete'),
  page('/material-ui/react-snackbar/', 'Snackbar'),
  page('/material-ui/react-table/', 'Table', { text: 'Virtualization of long tables.' }),
];
const links = new Map([['/joy-ui/api/autocomplete-listbox/', 40]]);

function index(fail: () => boolean = () => false) {
  return memoryIndex(buildSearchIndex('en', pages, links, new Map()), fail);
}

function engine(): SearchEngine {
  return index().engine;
}

const from = (area: string | null): SearchContext => ({ language: 'en', area, product: null });
const first = async (e: SearchEngine, query: string, area: string | null) =>
  (await e.search(query, from(area)))[0]?.hits[0]?.url;

describe('createSearchEngine', () => {
  it("opens the component page of the reader's area first", async () => {
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

  it('finds words of the text, and prefixes of them, through their own shard only', async () => {
    const { engine: e, fetched } = index();
    expect(await first(e, 'virtualization', null)).toBe('/material-ui/react-table/');
    expect(await first(e, 'virtualiz', null)).toBe('/material-ui/react-table/');
    expect(fetched.map((file) => file.url)).toEqual([
      '/search-index/en/manifest.bin',
      '/search-index/en/terms/vi.bin',
      '/search-index/en/cards/0.bin',
    ]);
  });

  it('answers a query as it is typed, from its first letter', async () => {
    const e = engine();
    expect(await first(e, 's', 'material-ui')).toBe('/material-ui/react-snackbar/');
    expect(await first(e, 'ta', 'material-ui')).toBe('/material-ui/react-table/');
    expect(await first(e, 'snack', 'material-ui')).toBe('/material-ui/react-snackbar/');
  });

  it('fails while its files cannot be loaded, and loads them again later', async () => {
    let offline = true;
    const { engine: e } = index(() => offline);
    await expect(e.search('table', from(null))).rejects.toThrow('offline');
    offline = false;
    expect(await first(e, 'table', 'material-ui')).toBe('/material-ui/react-table/');
  });

  it('answers nothing for an empty or punctuation-only query', async () => {
    expect(await engine().search('  ', from(null))).toEqual([]);
    expect(await engine().search('<>!', from(null))).toEqual([]);
  });

  it('weighs a cut word by its true page count, not by the pages its shard kept', async () => {
    // `zeta` is in every page's text, `omega` in two: page 1 holds zeta three times and omega
    // once, page 2 the other way round.
    const site = Array.from({ length: 40 }, (_, i) =>
      page(`/material-ui/guide-${String(i).padStart(2, '0')}/`, `Guide ${i}`, {
        text: i === 1 ? 'zeta zeta zeta omega' : i === 2 ? 'zeta omega omega omega' : 'zeta',
      }),
    );
    const built = buildSearchIndex('en', site, new Map(), new Map());
    const omegaPages = new Set(
      (built.shards.get('om')?.words.omega ?? []).filter((_, i) => i % 3 === 0),
    );
    expect(omegaPages.size).toBe(2);
    // The shard keeps zeta's postings on the two omega pages alone, as a cut would.
    const firstFor = async (textPages: Record<string, number>) => {
      const shards = new Map(built.shards);
      const shard = shards.get('ze');
      if (!shard) throw new Error('no ze shard');
      const flat = shard.words.zeta;
      const kept: number[] = [];
      for (let i = 0; i < flat.length; i += 3) {
        if (omegaPages.has(flat[i])) kept.push(...flat.slice(i, i + 3));
      }
      shards.set('ze', { ...shard, words: { ...shard.words, zeta: kept }, textPages });
      const groups = await memoryIndex({ ...built, shards }).engine.search(
        'zeta omega',
        from(null),
      );
      return groups[0]?.hits[0]?.url;
    };
    // Counted as rare as omega, zeta's three occurrences win; at its true count, omega's do.
    expect(await firstFor({})).toBe('/material-ui/guide-01/');
    expect(await firstFor({ zeta: 40 })).toBe('/material-ui/guide-02/');
  });
});
