/**
 * The search engine over one language's index: titles in memory, body shards fetched through
 * `loadShard` as queries need them (the browser fetches files, the relevance check reads them
 * from disk). No network, DOM or file system here.
 */
import { pathnameToLanguage } from './language';
import { areaOf, productOf } from './searchAreas';
import { shardKey, type BodyShard, type SectionKind, type TitlesIndex } from './searchIndex';
import {
  collectVocabulary,
  matchPage,
  preparePage,
  termIn,
  type BodyMatches,
  type PageMatch,
  type PreparedPage,
  type PreparedQuery,
} from './searchMatch';
import { rankAndGroup, type RankedHit, type SearchContext } from './searchRanking';
import { compact, queryTerms, type QueryTerm } from './searchText';
import { corrections } from './searchTypos';

/** Longer queries are cut to this many words. */
export const MAX_QUERY_TERMS = 12;
/** At most this many spellings of a query with corrected words are tried. */
const MAX_VARIANTS = 8;

export interface SearchHit {
  /** Site path with trailing slash and, for a section, its anchor: `/material-ui/api/button/#prop-disableElevation`. */
  url: string;
  title: string;
  area: string;
  /** The heading or API entry the hit opens at, or null for the top of the page. */
  section: { kind: SectionKind; text: string } | null;
  description: string;
}

export interface SearchGroup {
  area: string;
  hits: SearchHit[];
}

export type ShardLoader = (key: string) => Promise<BodyShard | null>;

export interface SearchEngine {
  search: (query: string, context: SearchContext) => Promise<SearchGroup[]>;
  pageCount: number;
}

/** How much a word's occurrences on a page weigh: more for frequent on it, rare elsewhere. */
function weight(count: number, pagesWithWord: number, pageCount: number): number {
  return (1 + Math.log(count)) * Math.log(1 + pageCount / pagesWithWord);
}

function bodyMatchesOf(
  term: QueryTerm,
  shard: BodyShard | null,
  pageCount: number,
): Map<number, number> {
  const pages = new Map<number, number>();
  if (!shard) return pages;
  const add = (postings: number[]): void => {
    const df = postings.length / 2;
    for (let i = 0; i < postings.length; i += 2) {
      const w = weight(postings[i + 1], df, pageCount);
      const previous = pages.get(postings[i]);
      if (previous === undefined || w > previous) pages.set(postings[i], w);
    }
  };
  const exact = shard.words[term.word];
  if (exact) add(exact);
  if (term.prefix) {
    for (const [word, postings] of Object.entries(shard.words)) {
      if (word !== term.word && word.startsWith(term.word)) add(postings);
    }
  }
  return pages;
}

function toHit(hit: RankedHit): SearchHit {
  const { page } = hit.page;
  const section = hit.match.section >= 0 ? page.sections[hit.match.section] : undefined;
  return {
    url: section ? `${page.path}#${section.id}` : page.path,
    title: page.title,
    area: hit.area,
    section: section ? { kind: section.kind, text: section.text } : null,
    description: page.description,
  };
}

function better(a: PageMatch, b: PageMatch): boolean {
  if (a.tier !== b.tier) return a.tier > b.tier;
  if (a.corrected !== b.corrected) return !a.corrected;
  return a.score > b.score;
}

export function createSearchEngine(index: TitlesIndex, loadShard: ShardLoader): SearchEngine {
  const pages: PreparedPage[] = index.pages.map(preparePage);
  const vocabulary = collectVocabulary(pages);
  const available = new Set(index.shards);
  const shards = new Map<string, Promise<BodyShard | null>>();
  const places = pages.map((prepared) => {
    const canonical = pathnameToLanguage(prepared.page.path).canonicalAs;
    return { area: areaOf(canonical), product: productOf(canonical) };
  });

  const shardFor = (word: string): Promise<BodyShard | null> => {
    const key = shardKey(word);
    if (key === null || !available.has(key)) return Promise.resolve(null);
    let loading = shards.get(key);
    if (!loading) {
      // A shard that cannot be fetched (offline, say) leaves text matches out; titles still answer.
      loading = loadShard(key).catch(() => null);
      shards.set(key, loading);
      loading.then((shard) => {
        if (shard === null) shards.delete(key);
      });
    }
    return loading;
  };

  const bodyOf = async (terms: QueryTerm[]): Promise<BodyMatches> =>
    Promise.all(
      terms.map(async (term) => bodyMatchesOf(term, await shardFor(term.word), pages.length)),
    );

  /** The query as typed, and spellings with unknown words corrected. */
  const variantsOf = async (
    raw: string,
    terms: QueryTerm[],
  ): Promise<{ query: PreparedQuery; body: BodyMatches }[]> => {
    const body = await bodyOf(terms);
    const typed = { query: { raw, key: compact(raw), terms, corrected: false }, body };
    const options = terms.map((term, i) => {
      const known = body[i].size > 0 || termIn(term, vocabulary);
      return known ? [] : corrections(term.word, vocabulary);
    });
    if (options.every((list) => list.length === 0)) return [typed];
    let spellings: QueryTerm[][] = [[]];
    terms.forEach((term, i) => {
      const choices =
        options[i].length > 0 ? options[i].map((word) => ({ word, prefix: false })) : [term];
      spellings = spellings.flatMap((spelling) => choices.map((choice) => [...spelling, choice]));
    });
    const corrected = await Promise.all(
      spellings.slice(0, MAX_VARIANTS).map(async (spelling) => ({
        query: {
          raw: '',
          key: compact(spelling.map((t) => t.word).join('')),
          terms: spelling,
          corrected: true,
        },
        body: await bodyOf(spelling),
      })),
    );
    return [typed, ...corrected];
  };

  return {
    pageCount: pages.length,
    search: async (rawQuery, context) => {
      const raw = rawQuery.trim();
      const terms = queryTerms(raw).slice(0, MAX_QUERY_TERMS);
      if (terms.length === 0 || compact(raw) === '') return [];
      const variants = await variantsOf(raw, terms);
      const hits: RankedHit[] = [];
      pages.forEach((page, i) => {
        let best: PageMatch | null = null;
        for (const variant of variants) {
          const match = matchPage(page, variant.query, variant.body);
          if (match && (best === null || better(match, best))) best = match;
        }
        if (best) hits.push({ page, match: best, ...places[i] });
      });
      return rankAndGroup(hits, context).map((group) => ({
        area: group.area,
        hits: group.hits.map(toHit),
      }));
    },
  };
}
