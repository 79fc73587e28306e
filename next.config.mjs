// Static export of the documentation site. The build settings: docs/build-settings.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { watchContent } from './scripts/dev/contentWatcher.mjs';
import { generatorsReady } from './scripts/dev/generatorsReady.mjs';
import { browserEnvironment, readBuildSettings } from './src/settings/buildSettings.mjs';
import { devRegistryFiles } from './src/content/demos/devRegistries.mjs';

const settings = readBuildSettings();

/** Packages compiled by Next so that one copy of emotion and MUI is used on the server and in the browser. */
const transpilePackages = [
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@emotion/server',
  '@mui/material',
  '@mui/icons-material',
  '@mui/joy',
  '@mui/base',
  '@mui/system',
  '@mui/styled-engine',
  '@mui/utils',
  '@mui/private-theming',
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-license-pro',
  '@mui/x-date-pickers',
  '@mui/x-date-pickers-pro',
  '@mui/x-charts',
  '@mui/x-tree-view',
  // The pickers' AdapterDayjs extends the dayjs it imports with its plugins (localizedFormat…).
  // Bundled with them, but external for the demos that create the dates, the server had two
  // copies: a demo's date formatted "ll" literally, and the open-picker button's accessible name
  // was "Choose date, selected date is ll" in the exported HTML.
  'dayjs',
  // The same for the other date libraries of the pickers' adapters. moment-jalaali and moment-hijri
  // register their locales on the Moment they require; with a bundled copy for the adapters, the
  // server rendered the Jalali calendar's week days in English and the browser in Persian.
  'moment',
  'moment-timezone',
  'moment-jalaali',
  'moment-hijri',
  'luxon',
  'date-fns',
  'date-fns-jalali',
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages,
  // Loaded from node_modules at run time, not bundled: esbuild finds its native binary beside its
  // package (src/content/authoredTrees.ts strips the navigation trees' types with it).
  serverExternalPackages: ['esbuild'],
  images: { unoptimized: true },
  // `next dev` answers hot-reload requests only from the origins it trusts: an author who opens
  // http://127.0.0.1:3000 instead of localhost would otherwise get no live updates at all.
  allowedDevOrigins: ['127.0.0.1'],
  // `ANALYZE_BUNDLES=1 npm run build` writes browser source maps, to see what a page's JavaScript
  // is made of (the exported site ships without them).
  productionBrowserSourceMaps: settings.analyzeBundles,
  // With a static export, distDir is the export folder: `NEXT_EXPORT_DIR` exports somewhere other
  // than out/ (the service worker tests and the benchmark's corpus builds use it; a folder outside
  // the project is built inside it and moved by scripts/finish-export.ts).
  ...(settings.buildDir !== path.resolve('out')
    ? { distDir: path.relative(process.cwd(), settings.buildDir) }
    : {}),
  // `npm test` type-checks the whole project with tsc before building; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // The browser's `process`: a few lines of ours instead of Node's emulation on every page
  // (src/theme/browserProcess.cjs, docs/upgrading.md#the-browsers-process).
  turbopack: {
    resolveAlias: {
      'next/dist/compiled/process': { browser: './src/theme/browserProcess.cjs' },
    },
  },
  experimental: {
    // Turbopack's build cache costs a minute of writing and compaction on every build, and no
    // build here reuses it: CI starts from a clean clone, and the service-worker and benchmark
    // builds change the inlined settings, which invalidates it. `next dev` keeps its own cache.
    turbopackFileSystemCacheForBuild: false,
    // Prerendering starts after compilation, so it can use every core (Next's default leaves one
    // idle: a single worker on a 2-core machine, twice as slow).
    cpus: os.availableParallelism(),
    // Prerender in worker threads, not child processes: Next strips --max-old-space-size from the
    // workers it forks, but threads share the heap limit `npm run build` gives the build process
    // (scripts/build.ts). Without it each worker's heap grew to about 1 GB over the 10,000-page corpus.
    workerThreads: true,
  },
  // The settings declared `browser` in BUILD_SETTINGS (docs/build-settings.md).
  env: browserEnvironment(settings),
};

/**
 * A folder where the prerender workers of this build share work (src/content/markdown/
 * buildShareCache.ts): a page's English and Chinese versions render the same Markdown. Created once
 * per build, in the main process (the workers inherit the variable), and removed when it exits.
 */
function shareWorkBetweenBuildWorkers() {
  if (process.env.SHARED_BUILD_CACHE_DIR) {
    return;
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-shared-'));
  process.env.SHARED_BUILD_CACHE_DIR = folder;
  process.on('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
}

/**
 * Turbopack's allocator (mimalloc) keeps the memory of a finished compilation for about ten seconds
 * before returning it to the system, while the prerender workers are already starting: returning
 * it at once takes the build's peak down by some 300 MB. It reads the setting when Next loads
 * Turbopack, after this file; an explicit value in the environment wins.
 */
function returnCompilerMemoryPromptly() {
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
}

/**
 * A build made with next dev's partial demo registries or playground maps would export pages
 * without their demos or playgrounds.
 */
function refuseDevRegistries() {
  const generated = path.join(process.cwd(), 'generated');
  const playgrounds = path.join(generated, 'playground');
  const areas = fs.existsSync(playgrounds)
    ? fs
        .readdirSync(playgrounds, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(playgrounds, entry.name))
    : [];
  const partial = [path.join(generated, 'demos'), ...areas].flatMap(devRegistryFiles);
  if (partial.length > 0) {
    throw new Error(
      `${path.relative(process.cwd(), partial[0])} holds only the pages opened under next dev: run \`npm run generate\` before \`next build\` (npm run build does).`,
    );
  }
}

/**
 * What `next build` alone changes: the server code it compiles only runs in the prerender workers
 * of that same build, so it is neither minified nor source-mapped, and no source maps of packages
 * are read (about 0.6 s of the 1,000-page corpus build's compile). `next dev` keeps its source
 * maps, for authors' stack traces. Browser maps stay available for ANALYZE_BUNDLES=1.
 */
function productionBuildConfig() {
  return {
    ...nextConfig,
    // No server source maps are written, so the prerender workers need not look for any.
    enablePrerenderSourceMaps: false,
    // After prerendering, Next exports every page without a dynamic segment again, in new
    // workers that load each page's code only to find its HTML already written (about a second).
    // Listing only the 404 page, the one page Next prerenders in that step, keeps it to one.
    exportPathMap: () => ({ '/404': { page: '/404' } }),
    experimental: {
      ...nextConfig.experimental,
      serverMinification: false,
      turbopackInputSourceMaps: false,
      turbopackSourceMaps: settings.analyzeBundles,
    },
  };
}

export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) {
    refuseDevRegistries();
    shareWorkBetweenBuildWorkers();
    returnCompilerMemoryPromptly();
    return productionBuildConfig();
  }
  if (phase === PHASE_DEVELOPMENT_SERVER) {
    // `npm run dev` starts the generators beside next dev: nothing compiles before they are done.
    await generatorsReady(process.env);
    const root = process.cwd();
    const eventsUrl = await watchContent({
      root,
      contentDir: settings.contentDir ?? path.join(root, 'data'),
    });
    return { ...nextConfig, env: { ...nextConfig.env, NEXT_PUBLIC_CONTENT_EVENTS_URL: eventsUrl } };
  }
  return nextConfig;
}
