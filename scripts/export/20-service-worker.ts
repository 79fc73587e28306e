/**
 * Export step: writes `/sw.js`, the service worker of src/serviceWorker/worker.ts bundled with
 * Workbox's modules by esbuild, and the shell it precaches (src/content/export/serviceWorkerShell.ts):
 * the fallback pages and what they load, and the assets every page loads. Pages are cached as they
 * are read, never precached, so the list does not grow with the site.
 * sw.js carries its config on one line (src/content/export/serviceWorkerConfig.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { PrecacheEntry } from 'workbox-precaching';
import { HASHED_ASSET_PREFIX } from '@/core/serviceWorkerCaching';
import { pageAssets, type PageAssets } from '@/content/export/pageAssets';
import { fileOfUrl, workerConfigLine } from '@/content/export/serviceWorkerConfig';
import { shellUrls, type FallbackPage } from '@/content/export/serviceWorkerShell';
import type { WorkerConfig } from '@/serviceWorker/worker';
import { htmlFiles } from '../gates/exportFiles';

const WORKER_DIR = path.join(process.cwd(), 'src', 'serviceWorker');

/** The pages shown when a request cannot be answered; the first two must exist. */
const FALLBACKS = [
  { url: '/404.html', required: true },
  { url: '/offline/', required: true, offlinePrefix: '/' },
  { url: '/zh/offline/', required: false, offlinePrefix: '/zh/' },
];

function readPage(outDir: string, file: string): string {
  return fs.readFileSync(path.join(outDir, file), 'utf8');
}

function precacheEntries(outDir: string, urls: string[]): PrecacheEntry[] {
  return urls.map((url) => {
    const file = path.join(outDir, fileOfUrl(url));
    if (!fs.existsSync(file)) {
      throw new Error(
        `[export] service worker: the shell needs ${url}, but ${file} does not exist: rebuild the export (npm run build)`,
      );
    }
    // A hashed URL changes with its content; any other file is kept under a hash of its content.
    const revision = url.startsWith(HASHED_ASSET_PREFIX)
      ? null
      : crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex');
    return { url, revision };
  });
}

/** src/serviceWorker/worker.ts and the Workbox modules it imports, as one minified script. */
async function bundleWorker(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import { startServiceWorker } from './worker';\nstartServiceWorker(SW_CONFIG);\n",
      resolveDir: WORKER_DIR,
      sourcefile: 'sw-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    // Workbox's development logging is left out of a production bundle.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** The bytes on disk of the files a precache manifest names. */
export function precacheBytes(outDir: string, precache: readonly PrecacheEntry[]): number {
  return precache.reduce(
    (total, { url }) => total + fs.statSync(path.join(outDir, fileOfUrl(url))).size,
    0,
  );
}

export interface ServiceWorkerOptions {
  /** Overrides the version, which otherwise is a hash of the shell and the worker's code. */
  version?: string;
}

export async function run(outDir: string, options: ServiceWorkerOptions = {}): Promise<void> {
  const present = FALLBACKS.filter(({ url }) => fs.existsSync(path.join(outDir, fileOfUrl(url))));
  for (const { url } of FALLBACKS.filter(({ required }) => required)) {
    if (!present.some((fallback) => fallback.url === url)) {
      throw new Error(`[export] service worker: ${fileOfUrl(url)} is missing from ${outDir}`);
    }
  }
  const fallbacks: FallbackPage[] = present.map(({ url }) => ({
    url,
    assets: pageAssets(readPage(outDir, fileOfUrl(url))),
  }));
  // Pages only (Next's own folder holds none), read one at a time: a 10,000-page export does not
  // fit in memory whole.
  const pageFiles = htmlFiles(outDir).filter((file) => !file.startsWith(`_next${path.sep}`));
  const pages = (function* readPages(): Generator<PageAssets> {
    for (const file of pageFiles) {
      yield pageAssets(readPage(outDir, file));
    }
  })();
  const precache = precacheEntries(outDir, shellUrls(pages, fallbacks));
  const bundle = await bundleWorker();
  const version =
    options.version ??
    crypto
      .createHash('sha256')
      .update(JSON.stringify(precache))
      .update(bundle)
      .digest('hex')
      .slice(0, 12);
  const config: WorkerConfig = {
    version,
    precache,
    offlinePages: present
      .filter((fallback) => fallback.offlinePrefix !== undefined)
      .map(({ url, offlinePrefix = '/' }) => ({ prefix: offlinePrefix, url }))
      .sort((a, b) => b.prefix.length - a.prefix.length),
  };
  const script = [
    `// Service worker of the MUI docs, version ${version}: src/serviceWorker/worker.ts and Workbox, bundled by scripts/export/20-service-worker.ts.`,
    workerConfigLine(config),
    bundle,
  ].join('\n');
  fs.writeFileSync(path.join(outDir, 'sw.js'), script);
  const bytes = precacheBytes(outDir, precache);
  console.log(
    `[export] wrote sw.js (${(script.length / 1024).toFixed(1)} KiB), version ${version}: ${precache.length} shell files precached (${(bytes / 1024).toFixed(1)} KiB), from ${pageFiles.length} pages`,
  );
}
