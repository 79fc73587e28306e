/**
 * The search engine over one language's index: the manifest in memory, term shards and card
 * files fetched through loaders as queries need them (the browser fetches files, the relevance
 * check reads them from disk). A query loads the shards of its words and of its compact form,
 * ranks the pages those shards name, then loads the cards of the results it shows. No network,
 * DOM or file system here.
 */
import {
  blockOf,
  CARDS_PER_BLOCK,
  shardKey,
  titleShardKey,
  type IndexManifest,
  type PageCard,
  type SectionKind,
  type TermShard,
} from './searchIndex';
import {
  matchPage,
  termIn,
  type BodyMatches,
  type PageMatch,
  type PreparedQuery,
} from './searchMatch';
import { createPageStore } from './searchPageStore';
import { rankAndGroup, spelledAsName, type RankedHit, type SearchContext } from './searchRanking';
import { queryRewrites, type SynonymEntry } from './searchRewrite';
import { synonymsFor } from './searchSynonyms';
import { compact, prefixReaches, queryTerms, type QueryTerm } from './searchText';
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

export interface IndexLoaders {
  shard: (key: string) => Promise<TermShard>;
  /** The cards of pages `block * CARDS_PER_BLOCK` onwards. */
  cards: (block: number) => Promise<PageCard[]>;
}

export interface SearchEngine {
  search: (query: string, context: SearchContext) => Promise<SearchGroup[]>;
  pageCount: number;
}

interface LoadedShard {
  shard: TermShard;
  /** Words of titles, headings, API names and descriptions: what typos are corrected to. */
  vocabulary: Set<string>;
}

/** How much a word's occurrences on a page weigh: more for frequent on it, rare elsewhere. */
function weight(count: number, pagesWithWord: number, pageCount: number): number {
  return (1 + Math.log(count)) * Math.log(1 + pageCount / pagesWithWord);
}

function bodyMatchesOf(
  term: QueryTerm,
  loaded: LoadedShard | null,
  pageCount: number,
): Map<number, number> {
  const pages = new Map<number, number>();
  if (!loaded) return pages;
  const add = (word: string, postings: readonly { page: number; count: number }[]): void => {
    const inText = postings.filter((posting) => posting.count > 0);
    // A very common word's shard keeps only its best pages; it weighs by its true page count.
    const pagesWithWord = loaded.shard.textPages.get(word) ?? inText.length;
    for (const { page, count } of inText) {
      const w = weight(count, pagesWithWord, pageCount);
      const previous = pages.get(page);
      if (previous === undefined || w > previous) pages.set(page, w);
    }
  };
  const exact = loaded.shard.words.get(term.word);
  if (exact) add(term.word, exact);
  if (term.prefix) {
    for (const [word, postings] of loaded.shard.words) {
      if (word !== term.word && prefixReaches(term.word, word)) add(word, postings);
    }
  }
  return pages;
}

function better(a: PageMatch, b: PageMatch): boolean {
  if (a.tier !== b.tier) return a.tier > b.tier;
  if (a.corrected !== b.corrected) return !a.corrected;
  return a.score > b.score;
}

/**
 * The terms a query is matched by. A one-letter Latin word has no shard: it counts only when it
 * is the whole query (then the titles beginning with it answer), not beside longer words.
 */
function termsOf(raw: string): QueryTerm[] {
  const terms = queryTerms(raw).slice(0, MAX_QUERY_TERMS);
  const sharded = terms.filter((term) => shardKey(term.word) !== null);
  return sharded.length > 0 ? sharded : terms;
}

/**
 * `synonyms` defaults to the authored list of the index's language (data/search-synonyms.json).
 */
export function createSearchEngine(
  manifest: IndexManifest,
  loaders: IndexLoaders,
  synonyms: readonly SynonymEntry[] = synonymsFor(manifest.language),
): SearchEngine {
  const available = new Set(manifest.shards);
  const shards = new Map<string, Promise<LoadedShard | null>>();
  const cardBlocks = new Map<number, Promise<PageCard[]>>();
  const store = createPageStore();

  const loadShard = (key: string | null): Promise<LoadedShard | null> => {
    if (key === null || !available.has(key)) return Promise.resolve(null);
    let loading = shards.get(key);
    if (!loading) {
      loading = loaders.shard(key).then((shard) => {
        store.add(shard);
        const vocabulary = new Set<string>();
        for (const [word, postings] of shard.words) {
          if (postings.some((posting) => posting.fields !== 0)) vocabulary.add(word);
        }
        return { shard, vocabulary };
      });
      // A shard that cannot be fetched (offline, say) is asked for again by the next query.
      loading.catch(() => shards.delete(key));
      shards.set(key, loading);
    }
    return loading;
  };

  const cardsOf = async (page: number): Promise<PageCard> => {
    const block = blockOf(page);
    let loading = cardBlocks.get(block);
    if (!loading) {
      loading = loaders.cards(block);
      loading.catch(() => cardBlocks.delete(block));
      cardBlocks.set(block, loading);
    }
    const card = (await loading)[page - block * CARDS_PER_BLOCK];
    if (!card) throw new Error(`The search index has no card for page ${page}`);
    return card;
  };

  const bodyOf = async (terms: QueryTerm[]): Promise<BodyMatches> =>
    Promise.all(
      terms.map(async (term) =>
        bodyMatchesOf(term, await loadShard(shardKey(term.word)), manifest.pageCount),
      ),
    );

  /** The query as typed, and spellings with unknown words corrected. */
  const variantsOf = async (
    raw: string,
    terms: QueryTerm[],
  ): Promise<{ query: PreparedQuery; body: BodyMatches }[]> => {
    const key = compact(raw);
    const [body] = await Promise.all([bodyOf(terms), loadShard(titleShardKey(key))]);
    const typed = { query: { raw, key, terms, corrected: false }, body };
    const options = await Promise.all(
      terms.map(async (term, i) => {
        const loaded = await loadShard(shardKey(term.word));
        const vocabulary = loaded?.vocabulary ?? new Set<string>();
        const known = body[i].size > 0 || termIn(term, vocabulary);
        return known ? [] : corrections(term.word, vocabulary);
      }),
    );
    // Other phrasings: without intent words, with readers' names replaced. Like a corrected
    // spelling, each ranks after what was typed at an equal match.
    const rewritten = await Promise.all(
      queryRewrites(raw, synonyms).map(async (phrase) => {
        const phraseTerms = termsOf(phrase);
        const phraseKey = compact(phrase);
        const [phraseBody] = await Promise.all([
          bodyOf(phraseTerms),
          loadShard(titleShardKey(phraseKey)),
        ]);
        return {
          query: { raw: phrase, key: phraseKey, terms: phraseTerms, corrected: true },
          body: phraseBody,
        };
      }),
    );
    if (options.every((list) => list.length === 0)) return [typed, ...rewritten];
    let spellings: QueryTerm[][] = [[]];
    terms.forEach((term, i) => {
      const choices =
        options[i].length > 0 ? options[i].map((word) => ({ word, prefix: false })) : [term];
      spellings = spellings.flatMap((spelling) => choices.map((choice) => [...spelling, choice]));
    });
    const corrected = await Promise.all(
      spellings.slice(0, MAX_VARIANTS).map(async (spelling) => {
        const spellingKey = compact(spelling.map((t) => t.word).join(''));
        const [spellingBody] = await Promise.all([
          bodyOf(spelling),
          loadShard(titleShardKey(spellingKey)),
        ]);
        return {
          query: { raw: '', key: spellingKey, terms: spelling, corrected: true },
          body: spellingBody,
        };
      }),
    );
    return [typed, ...rewritten, ...corrected];
  };

  const toHit = async (hit: RankedHit): Promise<SearchHit> => {
    const card = await cardsOf(hit.page.index);
    const section = hit.page.sections.find((s) => s.position === hit.match.section)?.section;
    return {
      url: section ? `${card.path}#${section.id}` : card.path,
      title: card.title,
      area: hit.area,
      section: section ? { kind: section.kind, text: section.text } : null,
      description: card.description,
    };
  };

  return {
    pageCount: manifest.pageCount,
    search: async (rawQuery, context) => {
      const raw = rawQuery.trim();
      const terms = termsOf(raw);
      if (terms.length === 0 || compact(raw) === '') return [];
      const variants = await variantsOf(raw, terms);
      const hits: RankedHit[] = [];
      for (const page of store.pages()) {
        let best: PageMatch | null = null;
        for (const variant of variants) {
          const match = matchPage(page, variant.query, variant.body);
          if (match && (best === null || better(match, best))) best = match;
        }
        if (best)
          hits.push({ page, match: best, area: page.rank.area, product: page.rank.product });
      }
      return Promise.all(
        rankAndGroup(hits, { ...context, spelledAsName: spelledAsName(raw) }).map(
          async (group) => ({
            area: group.area,
            hits: await Promise.all(group.hits.map(toHit)),
          }),
        ),
      );
    },
  };
}
