/**
 * The search engine over an exported index read from disk: what the relevance check and the
 * benchmark query, exactly as the browser would (same files, same engine).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createSearchEngine, type SearchEngine } from '@/core/searchEngine';
import { parseShard, parseTitles, shardUrl, titlesUrl } from '@/core/searchIndex';

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
  const url = titlesUrl(language);
  const titles = parseTitles(url, readIndexFile(outDir, url));
  return createSearchEngine(titles, async (key) => {
    const shard = shardUrl(language, key);
    return parseShard(shard, readIndexFile(outDir, shard), titles.build, titles.pages.length);
  });
}
