/**
 * Export step: the offline search index, built from the exported pages themselves (so every page
 * the export holds is found, whatever route wrote it). Each page's element marked
 * `data-search-body` is read (src/content/search/readExportedPage.ts); one index per
 * `<html lang>` is written to out/search-index/<lang>/: `manifest.bin` (build id, page count,
 * shard list), `terms/<key>.bin` (per word prefix: the words' postings with their fields, compact
 * titles, headings and API names, rank records), loaded per query word, and `cards/<n>.bin`
 * (path, title, description), loaded for the results shown. Files are gzip-compressed JSON
 * (format: src/core/searchIndex.ts). Pages are streamed and their words spilled to disk
 * (src/content/search/streamSearchIndex.ts), so memory does not grow with the site's text.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEARCH_INDEX_BASE } from '@/core/searchIndex';
import { encodeIndexFile } from '@/content/search/indexFile';
import { readExportedPage, type ExportedPage } from '@/content/search/readExportedPage';
import { streamSearchIndex } from '@/content/search/streamSearchIndex';
import { exportedPagePaths } from '@/content/export/exportedPagePaths';

const PROGRESS_EVERY = 1000;

/**
 * Reads each page's marked content, which no other step changes (they rewrite page data, the
 * head and the styles, each page in one rename), and writes only out/search-index/: it runs in a
 * process of its own beside the other steps (scripts/finish-export.ts), on the core they leave idle.
 */
export const besideOtherSteps = true;

function fail(message: string): never {
  throw new Error(`[search-index] ${message}`);
}

function write(file: string, value: object): number {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const bytes = encodeIndexFile(value);
  fs.writeFileSync(file, bytes);
  return bytes.length;
}

/** The exported pages that have content marked for search, read one at a time. */
function* exportedPages(outDir: string, paths: readonly string[]): Generator<ExportedPage> {
  for (const [i, sitePath] of paths.entries()) {
    const file = path.join(outDir, sitePath, 'index.html');
    const page = readExportedPage(sitePath, fs.readFileSync(file, 'utf8'));
    if (page) {
      if (page.title === '') fail(`${file} has content marked for search but no <h1> title`);
      yield page;
    }
    if ((i + 1) % PROGRESS_EVERY === 0) {
      console.log(`[search-index] read ${i + 1}/${paths.length} pages`);
    }
  }
}

interface Written {
  shards: number;
  shardBytes: number;
  largest: { key: string; bytes: number };
  cardFiles: number;
  cardBytes: number;
}

export async function run(outDir: string): Promise<void> {
  const started = Date.now();
  const paths = exportedPagePaths(outDir);
  const indexDir = path.join(outDir, ...SEARCH_INDEX_BASE.split('/').filter(Boolean));
  fs.rmSync(indexDir, { recursive: true, force: true });
  // The index this step replaced; an export built before the change may still hold it.
  fs.rmSync(path.join(outDir, 'pagefind'), { recursive: true, force: true });

  const written = new Map<string, Written>();
  const of = (language: string): Written => {
    let figures = written.get(language);
    if (!figures) {
      figures = {
        shards: 0,
        shardBytes: 0,
        largest: { key: '', bytes: 0 },
        cardFiles: 0,
        cardBytes: 0,
      };
      written.set(language, figures);
    }
    return figures;
  };
  // Postings are spilled outside the export, so that a failed run leaves nothing in it.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  const { languages } = streamSearchIndex(exportedPages(outDir, paths), workDir, {
    manifest: (language, manifest) => {
      write(path.join(indexDir, language, 'manifest.bin'), manifest);
    },
    shard: (language, key, shard) => {
      const bytes = write(path.join(indexDir, language, 'terms', `${key}.bin`), shard);
      const figures = of(language);
      figures.shards += 1;
      figures.shardBytes += bytes;
      if (bytes > figures.largest.bytes) figures.largest = { key, bytes };
    },
    cards: (language, block, cards) => {
      const figures = of(language);
      figures.cardFiles += 1;
      figures.cardBytes += write(path.join(indexDir, language, 'cards', `${block}.bin`), cards);
    },
  });
  let indexed = 0;
  for (const [language, count] of languages) {
    indexed += count;
    const figures = of(language);
    console.log(
      `[search-index] ${language}: ${count} pages; ${figures.shards} term shards ` +
        `${(figures.shardBytes / 1024).toFixed(0)} KiB (largest ${figures.largest.key}: ${(figures.largest.bytes / 1024).toFixed(1)} KiB), ` +
        `${figures.cardFiles} card files ${(figures.cardBytes / 1024).toFixed(0)} KiB (gzip)`,
    );
  }
  if (indexed === 0) {
    fail(
      'no page was indexed: do the page components still mark their content with data-search-body?',
    );
  }
  console.log(
    `[search-index] ${indexed} of ${paths.length} exported pages indexed in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
      `${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB of heap in use at the end`,
  );
}
