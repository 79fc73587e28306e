import type { IndexedPage, PageKind } from './searchIndex';
import { preparePage, TIER, type PageMatch, type PreparedPage } from './searchMatch';
import {
  compareHits,
  API_BY_WORDS,
  rankAndGroup,
  rankTier,
  spelledAsName,
  tierClass,
  type RankedHit,
  type SearchContext,
} from './searchRanking';
import { areaOf, productOf } from './searchAreas';

interface HitOptions {
  tier?: number;
  kind?: PageKind;
  links?: number;
  translated?: boolean;
  corrected?: boolean;
  score?: number;
  title?: string;
}

/** Every path of the hits made so far, and the path of each prepared page. */
const paths = new Set<string>();
const pathOf = new Map<PreparedPage, string>();

function hit(path: string, options: HitOptions = {}): RankedHit {
  const page: IndexedPage = {
    path,
    title: options.title ?? path,
    aliases: [],
    kind: options.kind ?? 'component',
    translated: options.translated ?? true,
    links: options.links ?? 0,
    description: '',
    sections: [],
  };
  const match: PageMatch = {
    tier: options.tier ?? TIER.TITLE_EXACT,
    section: -1,
    corrected: options.corrected ?? false,
    score: options.score ?? 0,
  };
  paths.add(path);
  const prepared = preparePage(page, 0);
  // The last tie-break is the path's place among all paths of the index.
  prepared.rank = {
    ...prepared.rank,
    get order() {
      return Array.from(paths).sort().indexOf(path);
    },
  };
  pathOf.set(prepared, path);
  return { page: prepared, match, area: areaOf(path), product: productOf(path) };
}

const material: SearchContext = { language: 'en', area: 'material-ui', product: null };
const order = (hits: RankedHit[], context = material): string[] =>
  rankAndGroup(hits, context).flatMap((group) => group.hits.map((h) => pathOf.get(h.page) ?? ''));

describe('compareHits', () => {
  it('puts a better tier first, and what was typed before a corrected typo', () => {
    const prefix = hit('/material-ui/api/a/', { tier: TIER.TITLE_PREFIX });
    const exact = hit('/material-ui/api/b/', { tier: TIER.TITLE_EXACT });
    expect(compareHits(exact, prefix, material)).toBeLessThan(0);
    const typo = hit('/material-ui/c/', { corrected: true });
    expect(compareHits(exact, typo, material)).toBeLessThan(0);
  });

  it('puts a component page before a guide, an API page, and a sub-component API page', () => {
    const kinds: PageKind[] = ['subApi', 'api', 'guide', 'component'];
    const hits = kinds.map((kind) =>
      hit(`/material-ui/${kind}/`, { kind, links: 10 - kinds.indexOf(kind) }),
    );
    expect(order(hits)).toEqual([
      '/material-ui/component/',
      '/material-ui/guide/',
      '/material-ui/api/',
      '/material-ui/subApi/',
    ]);
  });

  it('prefers the X product being read, and translated pages in Chinese', () => {
    const grid = hit('/x/react-data-grid/selection/', { kind: 'guide' });
    const tree = hit('/x/react-tree-view/selection/', { kind: 'guide', links: 9 });
    const context: SearchContext = { language: 'en', area: 'x', product: 'react-data-grid' };
    expect(order([tree, grid], context)[0]).toBe('/x/react-data-grid/selection/');
    const zh: SearchContext = { language: 'zh', area: 'x', product: null };
    const english = hit('/zh/x/a/', { translated: false, links: 9 });
    const chinese = hit('/zh/x/b/', { translated: true });
    expect(order([english, chinese], zh)[0]).toBe('/zh/x/b/');
    expect(order([english, chinese], { ...zh, language: 'en' })[0]).toBe('/zh/x/a/');
  });

  it('orders text matches by score, then by links and a shorter title', () => {
    const low = hit('/material-ui/a/', { tier: TIER.BODY, score: 1, kind: 'component' });
    const high = hit('/material-ui/b/', { tier: TIER.BODY, score: 5, kind: 'api' });
    expect(order([low, high])).toEqual(['/material-ui/b/', '/material-ui/a/']);
    const linked = hit('/material-ui/c/', { links: 3, title: 'Long title' });
    const short = hit('/material-ui/d/', { title: 'Short' });
    expect(order([short, linked])).toEqual(['/material-ui/c/', '/material-ui/d/']);
  });
});

describe('rankAndGroup', () => {
  it('lists the area being read first when it has the query as a title, heading or name', () => {
    const joy = hit('/joy-ui/react-autocomplete/', { links: 50 });
    const own = hit('/material-ui/react-autocomplete/');
    const groups = rankAndGroup([joy, own], material);
    expect(groups.map((group) => group.area)).toEqual(['material-ui', 'joy-ui']);
    const heading = hit('/material-ui/react-x/', { tier: TIER.SECTION_EXACT });
    expect(rankAndGroup([joy, heading], material)[0].area).toBe('material-ui');
  });

  it('lets an area with a title match lead when the one being read only has words', () => {
    const grid = hit('/x/react-data-grid/');
    const mention = hit('/material-ui/react-table/', { tier: TIER.BODY, score: 9 });
    expect(rankAndGroup([mention, grid], material).map((group) => group.area)).toEqual([
      'x',
      'material-ui',
    ]);
  });

  it("lets a reader's name for another area's title lead over a heading of the area being read", () => {
    // `data table` on Material UI: the Table page's heading "Data table", and Data Grid through
    // the synonym `data grid`.
    const heading = hit('/material-ui/react-table/', { tier: TIER.SECTION_EXACT });
    const renamed = hit('/x/react-data-grid/', { corrected: true });
    expect(rankAndGroup([heading, renamed], material)[0].area).toBe('x');
    // What was typed as the own area's title still keeps it first.
    const ownTitle = hit('/material-ui/react-data-table/');
    expect(rankAndGroup([ownTitle, renamed], material)[0].area).toBe('material-ui');
  });

  it('lists docs areas before the blog, and keeps to the limits', () => {
    const blog = hit('/blog/post/', { kind: 'blog', tier: TIER.TITLE_EXACT });
    const docs = hit('/system/a/', { tier: TIER.PAGE_WORDS });
    expect(rankAndGroup([blog, docs], material).map((group) => group.area)).toEqual([
      'system',
      'blog',
    ]);
    const many = Array.from({ length: 30 }, (_, i) => hit(`/material-ui/p${i}/`));
    const capped = rankAndGroup([...many, hit('/joy-ui/a/')], material, { perGroup: 5, total: 6 });
    expect(capped.map((group) => group.hits.length)).toEqual([5, 1]);
    expect(rankAndGroup([], material)).toEqual([]);
  });
});

describe('tierClass', () => {
  it('tells title, section and text matches apart', () => {
    expect(tierClass(TIER.TITLE_WORDS)).toBe(2);
    expect(tierClass(TIER.NAME_EXACT)).toBe(1);
    expect(tierClass(TIER.SECTION_WORDS)).toBe(1);
    expect(tierClass(TIER.PAGE_WORDS)).toBe(0);
  });
});

describe('API pages found by title, for a query typed in words', () => {
  const words: SearchContext = { ...material, spelledAsName: false };
  const name: SearchContext = { ...material, spelledAsName: true };

  it('tells a name typed as an identifier from words', () => {
    expect(spelledAsName('LineChart')).toBe(true);
    expect(spelledAsName('useSwitch')).toBe(true);
    expect(spelledAsName('line chart')).toBe(false);
    expect(spelledAsName('Radio')).toBe(false);
    expect(spelledAsName('radio')).toBe(false);
  });

  it('ranks the component page documenting it first (circular progress, bar chart)', () => {
    const api = hit('/material-ui/api/circular-progress/', { kind: 'api' });
    const guide = hit('/material-ui/react-progress/', { tier: TIER.SECTION_WORDS });
    expect(rankTier(api, words)).toBe(API_BY_WORDS);
    expect(order([api, guide], words)).toEqual([
      '/material-ui/react-progress/',
      '/material-ui/api/circular-progress/',
    ]);
    // Typed as the name, the API page answers.
    expect(order([api, guide], name)[0]).toBe('/material-ui/api/circular-progress/');
  });

  it('still counts as the area having the topic, so the area being read stays first', () => {
    const api = hit('/material-ui/api/linear-progress/', { kind: 'api' });
    const guide = hit('/material-ui/react-progress/', { tier: TIER.SECTION_WORDS });
    const joy = hit('/joy-ui/react-linear-progress/');
    expect(rankAndGroup([joy, api, guide], words)[0].area).toBe('material-ui');
  });
});

describe('the area being read, and rephrased matches', () => {
  it('counts a rephrased match for the area only when no area has what was typed as a title', () => {
    // `bar chart` on Material UI: App Bar found through `bars` does not keep Material UI first.
    const appBar = hit('/material-ui/react-app-bar/', { tier: TIER.TITLE_WORDS, corrected: true });
    const demos = hit('/x/react-charts/bar-demo/', { tier: TIER.TITLE_WORDS, kind: 'guide' });
    expect(rankAndGroup([appBar, demos], material)[0].area).toBe('x');
    // `toast` on Material UI: Snackbar, found through the synonym, is the area's answer.
    const snackbar = hit('/material-ui/react-snackbar/', { corrected: true });
    const joyApi = hit('/joy-ui/api/snackbar/', { kind: 'api', corrected: true });
    expect(rankAndGroup([joyApi, snackbar], material)[0].area).toBe('material-ui');
    // An API page typed by title elsewhere (Base UI's Dropdown) does not outweigh it either.
    const select = hit('/material-ui/react-select/', { corrected: true });
    const dropdown = hit('/base-ui/api/dropdown/', { kind: 'api' });
    expect(rankAndGroup([dropdown, select], material)[0].area).toBe('material-ui');
  });
});

describe('two titles holding the words', () => {
  it('puts the one with fewer other words first, even when the other has more text', () => {
    const overview = hit('/material-ui/css-vars/', {
      tier: TIER.TITLE_WORDS,
      kind: 'guide',
      score: 1,
    });
    const usage = hit('/material-ui/css-vars-usage/', {
      tier: TIER.TITLE_WORDS,
      kind: 'guide',
      score: 9,
    });
    overview.page.rank = { ...overview.page.rank, titleWordCount: 3 };
    usage.page.rank = { ...usage.page.rank, titleWordCount: 4 };
    expect(compareHits(overview, usage, material)).toBeLessThan(0);
  });
});
