/**
 * The service worker's code. scripts/export/20-service-worker.ts compiles this file and writes
 * `/sw.js` as `serviceWorker(self, config)` with the precache list of the build.
 *
 * - install: the shell (hashed /_next/static files, fonts, 404 and offline pages) goes into one
 *   cache per build version; hashed files already held by an older version are reused.
 * - activate: caches of other versions are deleted, open pages are claimed.
 * - pages: network first; a visited page comes from the cache when the network fails; a page
 *   never read shows the offline page. Hashed assets: cache first. Nothing cross-origin.
 *
 * It must stay a single self-contained function: no imports (types only), no outer variables.
 */

export interface WorkerConfig {
  /** Changes with every build; names the cache. */
  version: string;
  /** Prefix of every cache this site owns; caches with it and another version are deleted. */
  cachePrefix: string;
  /** Absolute paths fetched at install. */
  precache: string[];
  /** The offline page for paths under each prefix, most specific first. */
  offlinePages: { prefix: string; url: string }[];
}

interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface WorkerFetchEvent extends WorkerEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

/** The parts of ServiceWorkerGlobalScope used here (the project compiles against the DOM lib). */
export interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: { origin: string };
}

export function serviceWorker(scope: WorkerScope, config: WorkerConfig): void {
  const cacheName = `${config.cachePrefix}${config.version}`;
  const HASHED = '/_next/static/';

  async function precacheOne(cache: Cache, url: string): Promise<void> {
    const reused = url.startsWith(HASHED) ? await caches.match(url) : undefined;
    if (reused !== undefined) {
      await cache.put(url, reused);
      return;
    }
    const response = await fetch(url, { cache: 'reload' });
    if (!response.ok) {
      throw new Error(`Precaching ${url} failed with HTTP ${response.status}`);
    }
    await cache.put(url, response);
  }

  async function install(): Promise<void> {
    const cache = await caches.open(cacheName);
    await Promise.all(config.precache.map((url) => precacheOne(cache, url)));
    await scope.skipWaiting();
  }

  async function activate(): Promise<void> {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(config.cachePrefix) && name !== cacheName)
        .map((name) => caches.delete(name)),
    );
    await scope.clients.claim();
  }

  function worthKeeping(response: Response): boolean {
    return response.ok && response.type === 'basic';
  }

  async function offlinePage(pathname: string): Promise<Response> {
    const page = config.offlinePages.find(({ prefix }) => pathname.startsWith(prefix));
    const cache = await caches.open(cacheName);
    const cached = page === undefined ? undefined : await cache.match(page.url);
    return cached ?? Response.error();
  }

  async function networkFirst(request: Request, pathname: string): Promise<Response> {
    const cache = await caches.open(cacheName);
    try {
      const response = await fetch(request);
      if (worthKeeping(response)) {
        await cache.put(request, response.clone());
      }
      return response;
    } catch {
      const cached = await cache.match(request, { ignoreSearch: true });
      if (cached !== undefined) {
        return cached;
      }
      return request.mode === 'navigate' ? offlinePage(pathname) : Response.error();
    }
  }

  async function cacheFirst(request: Request): Promise<Response> {
    const cache = await caches.open(cacheName);
    const cached = await cache.match(request);
    if (cached !== undefined) {
      return cached;
    }
    const response = await fetch(request);
    if (worthKeeping(response)) {
      await cache.put(request, response.clone());
    }
    return response;
  }

  scope.addEventListener('install', (event) => event.waitUntil(install()));
  scope.addEventListener('activate', (event) => event.waitUntil(activate()));
  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== scope.location.origin) {
      return;
    }
    event.respondWith(
      url.pathname.startsWith(HASHED) ? cacheFirst(request) : networkFirst(request, url.pathname),
    );
  });
}
