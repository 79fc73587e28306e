/**
 * Export step: the offline search index, built from the exported pages themselves (so every page
 * the export holds is found, whatever route wrote it). Each page's element marked
 * `data-search-body` is read (src/content/search/readExportedPage.ts); one index per
 * `<html lang>` is written to out/search-index/<lang>/: `manifest.bin` (build id, page count,
 * shard list), `terms/<key>.bin` (per word prefix: the words' postings with their fields, compact
 * titles, headings and API names, rank records), loaded per query word, and `cards/<n>.bin`
 * (path, title, description), loaded for the results shown. Files are gzip-compressed JSON
 * (format: src/core/searchIndex.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEARCH_INDEX_BASE } from '@/core/searchIndex';
import { pathnameToLanguage } from '@/core/language';
import { buildSearchIndex, countLinks } from '@/content/search/buildSearchIndex';
import { readExportedPage, type ExportedPage } from '@/content/search/readExportedPage';
import { exportedPagePaths } from '@/content/export/exportedPagePaths';

const PROGRESS_EVERY = 250;

/**
 * Reads each page's marked content, which no other step changes (they rewrite page data, the
 * head and the styles, each page in one rename), and writes only out/search-index/: it runs in a
 * process of its own beside the other steps (scripts/finish-export.ts), on the core they leave idle.
 */
export const besideOtherSteps = true;

function fail(message: string): never {
  throw new Error(`[search-index] ${message}`);
}

function write(file: string, value: unknown): number {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const bytes = gzipSync(JSON.stringify(value), { level: 9 });
  fs.writeFileSync(file, bytes);
  return bytes.length;
}

export async function run(outDir: string): Promise<void> {
  const started = Date.now();
  const paths = exportedPagePaths(outDir);
  const pages: ExportedPage[] = [];
  paths.forEach((sitePath, i) => {
    const file = path.join(outDir, sitePath, 'index.html');
    const page = readExportedPage(sitePath, fs.readFileSync(file, 'utf8'));
    if (page) {
      if (page.title === '') fail(`${file} has content marked for search but no <h1> title`);
      pages.push(page);
    }
    if ((i + 1) % PROGRESS_EVERY === 0) {
      console.log(`[search-index] read ${i + 1}/${paths.length} pages`);
    }
  });
  if (pages.length === 0) {
    fail(
      'no page was indexed: do the page components still mark their content with data-search-body?',
    );
  }

  const links = countLinks(pages);
  const englishTitles = new Map(
    pages
      .filter((page) => page.language === 'en')
      .map((page) => [pathnameToLanguage(page.path).canonicalAs, page.title]),
  );
  const languages = Array.from(new Set(pages.map((page) => page.language))).sort();
  const indexDir = path.join(outDir, ...SEARCH_INDEX_BASE.split('/').filter(Boolean));
  fs.rmSync(indexDir, { recursive: true, force: true });
  // The index this step replaced; an export built before the change may still hold it.
  fs.rmSync(path.join(outDir, 'pagefind'), { recursive: true, force: true });

  for (const language of languages) {
    const own = pages.filter((page) => page.language === language);
    const built = buildSearchIndex(language, own, links, englishTitles);
    const dir = path.join(indexDir, language);
    write(path.join(dir, 'manifest.bin'), built.manifest);
    let shardBytes = 0;
    let largest = { key: '', bytes: 0 };
    for (const [key, shard] of built.shards) {
      const bytes = write(path.join(dir, 'terms', `${key}.bin`), shard);
      shardBytes += bytes;
      if (bytes > largest.bytes) largest = { key, bytes };
    }
    let cardBytes = 0;
    built.cards.forEach((cards, block) => {
      cardBytes += write(path.join(dir, 'cards', `${block}.bin`), cards);
    });
    console.log(
      `[search-index] ${language}: ${own.length} pages; ${built.shards.size} term shards ` +
        `${(shardBytes / 1024).toFixed(0)} KiB (largest ${largest.key}: ${(largest.bytes / 1024).toFixed(1)} KiB), ` +
        `${built.cards.length} card files ${(cardBytes / 1024).toFixed(0)} KiB (gzip)`,
    );
  }
  console.log(
    `[search-index] ${pages.length} of ${paths.length} exported pages indexed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
