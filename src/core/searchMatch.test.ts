import type { IndexedPage, IndexedSection } from './searchIndex';
import { matchPage, preparePage, TIER, type PreparedQuery } from './searchMatch';
import { compact, queryTerms } from './searchText';

function page(title: string, sections: IndexedSection[] = [], description = ''): IndexedPage {
  return {
    path: '/p/',
    title,
    aliases: [],
    kind: 'guide',
    translated: true,
    links: 0,
    description,
    sections,
  };
}

function query(raw: string): PreparedQuery {
  return { raw, key: compact(raw), terms: queryTerms(raw), corrected: false };
}

const heading = (text: string, id = 'h'): IndexedSection => ({ kind: 'heading', text, id });
const prop = (text: string): IndexedSection => ({ kind: 'prop', text, id: `prop-${text}` });

function tierOf(target: IndexedPage, raw: string, body: Map<number, number>[] = []) {
  return matchPage(preparePage(target, 0), query(raw), body);
}

describe('matchPage', () => {
  it('takes a title whose words are the query in other forms as exact, above a title prefix', () => {
    expect(tierOf(page('Theming'), 'theme')?.tier).toBe(TIER.TITLE_EXACT);
    expect(tierOf(page('Theme scoping'), 'theme')?.tier).toBe(TIER.TITLE_PREFIX);
    expect(tierOf(page('Server rendering'), 'rendering server')?.tier).toBe(TIER.TITLE_EXACT);
    expect(tierOf(page('Button Group'), 'button')?.tier).toBe(TIER.TITLE_PREFIX);
    // Words without a topic do not count: `sx prop` is The sx prop.
    expect(tierOf(page('The sx prop'), 'sx prop')?.tier).toBe(TIER.TITLE_EXACT);
    expect(tierOf(page('Configure the sx prop'), 'sx prop')?.tier).toBe(TIER.TITLE_WORDS);
  });

  it('finds a page titled with the noun of the verb typed (migrate → Migration)', () => {
    expect(tierOf(page('Migration'), 'migrate')?.tier).toBe(TIER.TITLE_EXACT);
    expect(tierOf(page('Migrating from v4'), 'migrate from v4')?.tier).toBe(TIER.TITLE_EXACT);
  });

  it("finds a type's API page by most of its name, not by two words its long name holds", () => {
    const type: IndexedPage = { ...page('GridCsvExportOptions API'), kind: 'type' };
    expect(tierOf(type, 'export csv')?.tier).toBe(TIER.BODY);
    expect(tierOf(type, 'csv export options')?.tier).toBe(TIER.TITLE_WORDS);
    expect(tierOf(type, 'GridCsvExportOptions')?.tier).toBe(TIER.TITLE_EXACT);
    // A component's API page keeps the title-parts tier.
    expect(tierOf(page('GridCsvExportOptions API'), 'export csv')?.tier).toBe(TIER.TITLE_PARTS);
  });

  it('ranks an exact title, then a title prefix, then title words', () => {
    expect(tierOf(page('Autocomplete'), 'autocomplete')?.tier).toBe(TIER.TITLE_EXACT);
    expect(tierOf(page('Text Field'), 'TextField')?.tier).toBe(TIER.TITLE_EXACT);
    expect(tierOf(page('Button API'), 'Button')?.tier).toBe(TIER.TITLE_EXACT);
    expect(tierOf(page('AutocompleteListbox API'), 'Autocomplete')?.tier).toBe(TIER.TITLE_PREFIX);
    expect(tierOf(page('Configure the sx prop'), 'sx prop')?.tier).toBe(TIER.TITLE_WORDS);
    expect(tierOf(page('Date Picker'), 'picker dat')?.tier).toBe(TIER.TITLE_WORDS);
  });

  it('counts parts of a camelCase title as title words only when the query is most of it', () => {
    expect(tierOf(page('useAutocomplete API'), 'autocomplete')?.tier).toBe(TIER.TITLE_WORDS);
    expect(tierOf(page('GridToolbarQuickFilter API'), 'quick filter')?.tier).toBe(TIER.TITLE_PARTS);
  });

  it('opens a heading or an API name at its section, as typed before any letter case', () => {
    const api = page('Button API', [heading('Props', 'props'), prop('disableElevation')]);
    expect(tierOf(api, 'disableElevation')).toMatchObject({ tier: TIER.NAME_EXACT, section: 1 });
    expect(tierOf(api, 'disableelevation')).toMatchObject({
      tier: TIER.SECTION_EXACT,
      section: 1,
    });
    const guide = page('Filtering', [heading('Basics'), heading('Quick filter', 'quick-filter')]);
    expect(tierOf(guide, 'Quick filter')).toMatchObject({ tier: TIER.NAME_EXACT, section: 1 });
    expect(tierOf(guide, 'quick filter')).toMatchObject({ tier: TIER.SECTION_EXACT, section: 1 });
    expect(tierOf(guide, 'filtering quick')).toMatchObject({
      tier: TIER.SECTION_WORDS,
      section: 1,
    });
    expect(tierOf(guide, 'basics filtering')).toMatchObject({
      tier: TIER.SECTION_WORDS,
      section: 0,
    });
  });

  it('falls back to words of the page, then of its text, and misses pages without a word', () => {
    const guide = page('Sorting', [heading('Multi-column sorting')], 'Sort rows by columns.');
    expect(tierOf(guide, 'rows')?.tier).toBe(TIER.PAGE_WORDS);
    expect(tierOf(guide, 'comparator', [new Map([[0, 2]])])).toMatchObject({
      tier: TIER.BODY,
      score: 2,
    });
    expect(tierOf(guide, 'comparator')).toBeNull();
    expect(tierOf(guide, 'sorting comparator')).toBeNull();
    expect(tierOf(guide, '   ')).toBeNull();
  });

  it('weighs words of the title above words of headings in the text score', () => {
    const columns = tierOf(page('Columns'), 'column definition', [new Map(), new Map([[0, 1]])]);
    const started = tierOf(
      page('Getting started', [heading('Rows and columns')]),
      'column definition',
      [new Map(), new Map([[0, 1]])],
    );
    expect(columns?.tier).toBe(TIER.BODY);
    expect(started?.tier).toBe(TIER.BODY);
    expect(columns?.score ?? 0).toBeGreaterThan(started?.score ?? 0);
  });
});
