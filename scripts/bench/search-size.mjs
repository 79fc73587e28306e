// Search benchmark: the size of the offline search index in out/search-index/, and the bytes one
// first query downloads (dialog code, the language's manifest, the term shards of its words and
// the card files of the results it shows).
//
//   node scripts/bench/search-size.mjs [--dir out] [--query Button] [--page /material-ui/] [--json]
//
// Needs a built out/ and Debian's Chromium. Prints a short table, or JSON with --json.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from '../serve.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

/** @param {string[]} argv */
function parseArgs(argv) {
  const options = { dir: 'out', query: 'Button', page: '/material-ui/', json: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--dir' || arg === '--query' || arg === '--page') {
      const value = argv[i + 1];
      if (!value) throw new Error(`${arg} needs a value`);
      options[arg.slice(2)] = value;
      i += 1;
    } else throw new Error(`Unknown argument: ${arg}`);
  }
  return options;
}

/** Bytes of the index on disk, in total and per language (its first folder). */
function indexSize(bundleDir) {
  const total = { files: 0, bytes: 0 };
  /** @type {Record<string, { files: number, bytes: number }>} */
  const perLanguage = {};
  for (const entry of readdirSync(bundleDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const size = statSync(path.join(entry.parentPath, entry.name)).size;
    total.files += 1;
    total.bytes += size;
    const language = path.relative(bundleDir, entry.parentPath).split(path.sep)[0] || 'shared';
    perLanguage[language] ??= { files: 0, bytes: 0 };
    perLanguage[language].files += 1;
    perLanguage[language].bytes += size;
  }
  return { ...total, perLanguage };
}

/** Opens the page, then the dialog, runs one query, and sums what was downloaded after the click. */
async function firstQuery(dir, pagePath, query) {
  const server = await startServer({ dir, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    /** @type {{ url: string, bytes: number, gzipBytes: number }[]} */
    const downloads = [];
    let recording = false;
    page.on('response', async (response) => {
      if (!recording) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const url = new URL(response.url()).pathname;
      // The index files are gzip data already; text would be gzipped by a real host.
      const isText = /\.(js|json|css|html)$/.test(url);
      downloads.push({
        url,
        bytes: body.length,
        gzipBytes: isText ? gzipSync(body).length : body.length,
      });
    });
    await page.goto(new URL(pagePath, server.url).href, { waitUntil: 'networkidle' });
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    const dialog = page.getByRole('dialog');
    recording = true;
    for (let attempt = 0; attempt < 40 && !(await dialog.isVisible()); attempt += 1) {
      await button.click();
      await page.waitForTimeout(250);
    }
    await dialog.getByRole('searchbox').fill(query);
    await dialog.getByRole('option').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const sum = (key) => downloads.reduce((total, item) => total + item[key], 0);
    return {
      query,
      page: pagePath,
      requests: downloads.length,
      bytes: sum('bytes'),
      gzipBytes: sum('gzipBytes'),
      downloads,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const bundleDir = path.join(options.dir, 'search-index');
  /** @type {Record<string, number>} */
  const pages = {};
  try {
    for (const language of readdirSync(bundleDir)) {
      const manifest = readFileSync(path.join(bundleDir, language, 'manifest.bin'));
      pages[language] = JSON.parse(gunzipSync(manifest).toString('utf8')).pageCount;
    }
  } catch {
    throw new Error(`${bundleDir}/<lang>/manifest.bin is missing: run \`npm run build\` first`);
  }
  const index = indexSize(bundleDir);
  const query = await firstQuery(options.dir, options.page, options.query);
  const result = { index: { ...index, pages }, firstQuery: query };
  if (options.json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  console.log(
    `Search index: ${kib(index.bytes)} in ${index.files} files (pages: ${JSON.stringify(pages)})`,
  );
  for (const [language, size] of Object.entries(index.perLanguage)) {
    console.log(`  ${language}: ${kib(size.bytes)} in ${size.files} files`);
  }
  console.log(
    `First query "${query.query}" on ${query.page}: ${query.requests} requests, ${kib(query.bytes)} as served (${kib(query.gzipBytes)} with text gzipped)`,
  );
  for (const item of query.downloads) {
    console.log(`  ${kib(item.bytes).padStart(10)}  ${item.url}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
