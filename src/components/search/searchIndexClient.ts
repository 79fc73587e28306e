/**
 * Loads the search index that the export step wrote to /search-index/<lang>/, once per language
 * and only when asked (the dialog asks when it first opens): the small manifest at once, term
 * shards as queries need them, card files for the results shown. Files are gzip-compressed; a host that already decompressed them (by
 * Content-Encoding) hands over plain JSON, which is read as it is.
 */
import type { Language } from '@/core/language';
import { createSearchEngine, type SearchEngine } from '@/core/searchEngine';
import { cardsUrl, manifestUrl, shardUrl } from '@/core/searchIndex';
import { parseCards, parseManifest, parseShard } from '@/core/searchIndexParse';

/** gzip's magic number. */
function isGzip(bytes: Uint8Array): boolean {
  return bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!isGzip(bytes)) return JSON.parse(new TextDecoder().decode(bytes));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return JSON.parse(await new Response(stream).text());
}

async function createEngine(language: Language): Promise<SearchEngine> {
  const url = manifestUrl(language);
  const manifest = parseManifest(url, await fetchJson(url));
  // The build in the query keeps a cached file of an older index from being asked for.
  const version = `?v=${manifest.build}`;
  return createSearchEngine(manifest, {
    shard: async (key) => {
      const file = shardUrl(language, key);
      const data = await fetchJson(`${file}${version}`);
      return parseShard(file, data, manifest.build, manifest.pageCount);
    },
    cards: async (block) => {
      const file = cardsUrl(language, block);
      return parseCards(file, await fetchJson(`${file}${version}`), manifest.build);
    },
  });
}

const engines = new Map<Language, Promise<SearchEngine>>();

/** The engine for `language`; a failed load is forgotten so that the next attempt retries. */
export function loadEngine(language: Language): Promise<SearchEngine> {
  const existing = engines.get(language);
  if (existing) return existing;
  const created = createEngine(language);
  engines.set(language, created);
  created.catch(() => engines.delete(language));
  return created;
}
