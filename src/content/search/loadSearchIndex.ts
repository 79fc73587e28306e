/**
 * The search engine over an exported index read from disk: what the relevance check and the
 * benchmark query, exactly as the browser would (same files, same engine).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createSearchEngine, type SearchEngine } from '@/core/searchEngine';
import {
  blockOf,
  cardsUrl,
  CARDS_PER_BLOCK,
  manifestUrl,
  shardUrl,
  type PageKind,
} from '@/core/searchIndex';
import { parseCards, parseManifest, parseShard } from '@/core/searchIndexParse';

function readIndexFile(outDir: string, url: string): unknown {
  const file = path.join(outDir, ...url.split('/').filter(Boolean));
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: run \`npm run build\` (the export writes the search index).`,
    );
  }
  return JSON.parse(gunzipSync(fs.readFileSync(file)).toString('utf8'));
}

export function loadSearchEngine(outDir: string, language: string): SearchEngine {
  const url = manifestUrl(language);
  const manifest = parseManifest(url, readIndexFile(outDir, url));
  return createSearchEngine(manifest, {
    shard: async (key) => {
      const file = shardUrl(language, key);
      return parseShard(file, readIndexFile(outDir, file), manifest.build, manifest.pageCount);
    },
    cards: async (block) => {
      const file = cardsUrl(language, block);
      return parseCards(file, readIndexFile(outDir, file), manifest.build);
    },
  });
}

/** Every page of an exported index with its kind: what checks over all pages of a kind read. */
export function readIndexedPages(
  outDir: string,
  language: string,
): { path: string; title: string; kind: PageKind }[] {
  const url = manifestUrl(language);
  const manifest = parseManifest(url, readIndexFile(outDir, url));
  const kinds = new Map<number, PageKind>();
  for (const key of manifest.shards) {
    const file = shardUrl(language, key);
    const shard = parseShard(file, readIndexFile(outDir, file), manifest.build, manifest.pageCount);
    for (const [page, rank] of shard.ranks) kinds.set(page, rank.kind);
  }
  const blocks = new Map<number, ReturnType<typeof parseCards>>();
  return Array.from(kinds, ([page, kind]) => {
    const block = blockOf(page);
    let cards = blocks.get(block);
    if (!cards) {
      const file = cardsUrl(language, block);
      cards = parseCards(file, readIndexFile(outDir, file), manifest.build);
      blocks.set(block, cards);
    }
    const card = cards[page - block * CARDS_PER_BLOCK];
    if (!card) throw new Error(`${cardsUrl(language, block)} has no card for page ${page}`);
    return { path: card.path, title: card.title, kind };
  });
}
