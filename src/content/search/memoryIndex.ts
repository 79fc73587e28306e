/**
 * A built index served from memory, for tests: the engine reads it through the same parsers as
 * the browser, from the JSON the export would write, and every file it asks for is recorded with
 * its gzip size (what a first query downloads).
 */
import { gzipSync } from 'node:zlib';
import { createSearchEngine, type SearchEngine } from '@/core/searchEngine';
import { cardsUrl, manifestUrl, shardUrl } from '@/core/searchIndex';
import { parseCards, parseManifest, parseShard } from '@/core/searchIndexParse';
import type { BuiltIndex } from './buildSearchIndex';

export interface MemoryIndex {
  engine: SearchEngine;
  /** Files the engine fetched, with their gzip bytes, the manifest first. */
  fetched: { url: string; bytes: number }[];
}

/** `fail` makes every file but the manifest fail to load while it returns true. */
export function memoryIndex(built: BuiltIndex, fail: () => boolean = () => false): MemoryIndex {
  const language = built.manifest.language;
  const fetched: MemoryIndex['fetched'] = [];
  const read = (url: string, value: unknown): unknown => {
    if (value === undefined) throw new Error(`${url} does not exist`);
    if (url !== manifestUrl(language) && fail()) throw new Error(`${url}: offline`);
    const json = JSON.stringify(value);
    fetched.push({ url, bytes: gzipSync(json, { level: 9 }).length });
    return JSON.parse(json);
  };
  const manifest = parseManifest(
    manifestUrl(language),
    read(manifestUrl(language), built.manifest),
  );
  const engine = createSearchEngine(manifest, {
    shard: async (key) => {
      const url = shardUrl(language, key);
      return parseShard(url, read(url, built.shards.get(key)), manifest.build, manifest.pageCount);
    },
    cards: async (block) => {
      const url = cardsUrl(language, block);
      return parseCards(url, read(url, built.cards[block]), manifest.build);
    },
  });
  return { engine, fetched };
}
