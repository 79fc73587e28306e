/**
 * The service worker, on Workbox's own modules. scripts/export/20-service-worker.ts bundles this
 * file with esbuild into `/sw.js`, which calls `startServiceWorker` with the build's config.
 * The rules (what is cached where, for how long, under which content type) are in
 * src/core/serviceWorkerCaching.ts; this file only wires them to Workbox.
 *
 * - install: the shell (WorkerConfig.precache, at most 1 MiB) goes into one cache shared by every
 *   version, each file under its revision, so a new version downloads only what changed. If one
 *   file cannot be fetched or stored, the install fails as a whole and the version that was in
 *   control (if any) stays, with its caches; the next update check retries, and the files that
 *   did arrive are not downloaded again.
 * - activate: takes control of open pages at once (src/serviceWorker/register.ts decides whether
 *   a page reloads); deletes the shell files of older versions and caches no longer used.
 * - fetch: pages network first, a page never read shows the offline page of its language; hashed
 *   assets cache first; other files of the site network first. Each runtime cache is bounded in
 *   entries and age, and emptied when the browser reports the storage quota exceeded. A cache
 *   write happens after the response is handed to the page, so a failed one never loses it.
 */
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  RUNTIME_CACHES,
  SHELL_CACHE_NAME,
  isCacheableAsset,
  isCacheableFile,
  isCacheablePage,
  isCacheableShellFile,
  offlinePageFor,
  pageCacheKey,
  runtimeCacheFor,
  staleCacheNames,
  type OfflinePage,
  type ResponseFacts,
  type RuntimeCacheKind,
} from '@/core/serviceWorkerCaching';
import { GET_VERSION_MESSAGE } from '@/core/serviceWorkerPolicy';

export interface WorkerConfig {
  /** Identifies the build (a hash of the shell and the worker); answered to GET_VERSION. */
  version: string;
  /** The shell: URLs with a revision, or null for hashed URLs. */
  precache: PrecacheEntry[];
  /** The offline page for paths under each prefix, most specific first. */
  offlinePages: OfflinePage[];
}

interface LifecycleEvent {
  waitUntil(promise: Promise<unknown>): void;
}

interface MessageEventLike extends LifecycleEvent {
  data: unknown;
  ports: readonly MessagePort[];
}

/** The parts of ServiceWorkerGlobalScope used here (the project compiles against the DOM lib). */
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: LifecycleEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  skipWaiting(): Promise<void>;
  location: { origin: string };
}

function factsOf(response: Response): ResponseFacts {
  return { status: response.status, contentType: response.headers.get('Content-Type') };
}

/** Keeps a response only when `rule` allows it. */
function keepOnly(rule: (facts: ResponseFacts, url: URL) => boolean): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) =>
      rule(factsOf(response), new URL(request.url)) ? response : null,
  };
}

/** Keeps pages by path: `/page/?a=1` and `/page/` are one entry. */
const pageKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)),
};

function strategyFor(kind: RuntimeCacheKind): Strategy {
  const { name, maxEntries, maxAgeSeconds } = RUNTIME_CACHES[kind];
  const expiration = new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });
  switch (kind) {
    case 'pages':
      return new NetworkFirst({
        cacheName: name,
        plugins: [pageKey, keepOnly(isCacheablePage), expiration],
      });
    case 'assets':
      return new CacheFirst({ cacheName: name, plugins: [keepOnly(isCacheableAsset), expiration] });
    case 'files':
      return new NetworkFirst({
        cacheName: name,
        plugins: [keepOnly(isCacheableFile), expiration],
      });
  }
}

export function startServiceWorker(config: WorkerConfig): void {
  const scope = self as unknown as WorkerScope;

  const shell = new PrecacheController({
    cacheName: SHELL_CACHE_NAME,
    plugins: [keepOnly((facts, url) => isCacheableShellFile(url.pathname, facts))],
  });
  shell.addToCacheList(config.precache);
  scope.addEventListener('install', (event) => {
    event.waitUntil(shell.install(event).then(() => scope.skipWaiting()));
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      shell.activate(event).then(async () => {
        const stale = staleCacheNames(await caches.keys());
        await Promise.all(stale.map((name) => caches.delete(name)));
      }),
    );
  });
  clientsClaim();
  registerRoute(new PrecacheRoute(shell));

  for (const kind of Object.keys(RUNTIME_CACHES) as RuntimeCacheKind[]) {
    registerRoute(
      ({ request, url }) =>
        runtimeCacheFor({
          url,
          origin: scope.location.origin,
          method: request.method,
          mode: request.mode,
          hasRange: request.headers.has('Range'),
        }) === kind,
      strategyFor(kind),
    );
  }

  // A request no strategy could answer (offline, nothing cached): the offline page for a page,
  // a network error for anything else.
  setCatchHandler(async ({ request, url }) => {
    const offline =
      request.mode === 'navigate' ? offlinePageFor(url.pathname, config.offlinePages) : null;
    const page = offline === null ? undefined : await shell.matchPrecache(offline);
    return page ?? Response.error();
  });

  scope.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    if (data !== null && typeof data === 'object' && data.type === GET_VERSION_MESSAGE) {
      event.ports[0]?.postMessage(config.version);
    }
  });
}
