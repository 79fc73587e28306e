/**
 * Export step: the offline search index, built from the exported pages themselves (so every page
 * the export holds is found, whatever route wrote it). Each page's element marked
 * `data-search-body` is read (src/content/search/readExportedPage.ts); one index per
 * `<html lang>` is written to out/search-index/<lang>/: `titles.bin` (titles, headings, API
 * names with anchors), loaded when the search dialog opens, and `body/<key>.bin` (the words of
 * the text), loaded per query word. Files are gzip-compressed JSON (format: src/core/searchIndex.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEARCH_INDEX_BASE } from '@/core/searchIndex';
import { pathnameToLanguage } from '@/core/language';
import { buildSearchIndex, countLinks } from '@/content/search/buildSearchIndex';
import { readExportedPage, type ExportedPage } from '@/content/search/readExportedPage';

const PROGRESS_EVERY = 250;

function fail(message: string): never {
  throw new Error(`[search-index] ${message}`);
}

/** Site paths of every exported `index.html`, from the folder layout (`a/b/index.html` → `/a/b/`). */
function exportedPagePaths(outDir: string): string[] {
  const paths: string[] = [];
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const relative = path.relative(outDir, entry.parentPath).split(path.sep).join('/');
    if (relative.startsWith('_next') || relative.startsWith('search-index')) continue;
    paths.push(relative === '' ? '/' : `/${relative}/`);
  }
  return paths.sort();
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
    const titleBytes = write(path.join(dir, 'titles.bin'), built.titles);
    let shardBytes = 0;
    for (const [key, shard] of built.shards) {
      shardBytes += write(path.join(dir, 'body', `${key}.bin`), shard);
    }
    console.log(
      `[search-index] ${language}: ${own.length} pages; titles ${(titleBytes / 1024).toFixed(1)} KiB, ` +
        `${built.shards.size} body shards ${(shardBytes / 1024).toFixed(0)} KiB (gzip)`,
    );
  }
  console.log(
    `[search-index] ${pages.length} of ${paths.length} exported pages indexed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
