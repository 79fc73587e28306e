/**
 * Loads the Pagefind runtime that the export step wrote to /pagefind/, once per language, and
 * only when asked (the dialog asks when it first opens). The runtime is fetched at run time, not
 * bundled: it belongs to the index it was built with.
 */
import { toSearchHit, type SearchHit } from '@/core/searchResults';
import type { Language } from '@/core/language';

export const PAGEFIND_BASE = '/pagefind/';
/** How many results get their excerpt loaded (each costs one small fragment request). */
export const MAX_RESULTS = 12;

interface PagefindResult {
  data: () => Promise<unknown>;
}

interface PagefindInstance {
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
}

interface PagefindModule {
  createInstance: (options: Record<string, unknown>) => PagefindInstance;
}

export interface SearchEngine {
  search: (query: string) => Promise<SearchHit[]>;
}

function isPagefindModule(value: unknown): value is PagefindModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { createInstance?: unknown }).createInstance === 'function'
  );
}

/**
 * A stable tag for the index's entry file, so that its URL can be cached for offline use (Pagefind
 * adds a timestamp otherwise). Next's build id changes with every build, as the index does.
 */
function cacheTag(): string {
  const data = (window as { __NEXT_DATA__?: { buildId?: unknown } }).__NEXT_DATA__;
  return typeof data?.buildId === 'string' ? data.buildId : 'static';
}

async function createEngine(): Promise<SearchEngine> {
  const url = `${PAGEFIND_BASE}pagefind.js`;
  const loaded: unknown = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url);
  if (!isPagefindModule(loaded)) {
    throw new Error('The search runtime did not load');
  }
  // Pagefind picks the index by <html lang>, which is the page's language (CONTRACT.md).
  // Options must be given here: the instance fetches its entry file as soon as it is created.
  const instance = loaded.createInstance({
    basePath: PAGEFIND_BASE,
    excerptLength: 24,
    metaCacheTag: cacheTag(),
  });
  return {
    search: async (query) => {
      const response = await instance.search(query);
      if (!response) return [];
      const data = await Promise.all(
        response.results.slice(0, MAX_RESULTS).map((result) => result.data()),
      );
      return data.map(toSearchHit).filter((hit): hit is SearchHit => hit !== null);
    },
  };
}

const engines = new Map<Language, Promise<SearchEngine>>();

/** The engine for `language`; a failed load is forgotten so that the next attempt retries. */
export function loadEngine(language: Language): Promise<SearchEngine> {
  const existing = engines.get(language);
  if (existing) return existing;
  const created = createEngine();
  engines.set(language, created);
  created.catch(() => engines.delete(language));
  return created;
}
