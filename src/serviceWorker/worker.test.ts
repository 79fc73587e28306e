import { serviceWorker, type WorkerConfig, type WorkerScope } from './worker';

const ORIGIN = 'https://mui.com';

/** A cache key as a browser makes it: the absolute URL. */
function keyOf(key: Request | string): string {
  return new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;
}

/** In-memory Cache Storage, keyed by URL. */
class FakeCache {
  readonly entries = new Map<string, Response>();

  async match(key: Request | string, options?: { ignoreSearch?: boolean }) {
    const url = keyOf(key);
    const strip = (value: string) => (options?.ignoreSearch ? value.replace(/\?.*$/, '') : value);
    for (const [stored, response] of this.entries) {
      if (strip(stored) === strip(url)) {
        return response.clone();
      }
    }
    return undefined;
  }

  async put(key: Request | string, response: Response) {
    this.entries.set(keyOf(key), response);
  }
}

class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  async open(name: string) {
    const cache = this.caches.get(name) ?? new FakeCache();
    this.caches.set(name, cache);
    return cache;
  }

  async keys() {
    return [...this.caches.keys()];
  }

  async delete(name: string) {
    return this.caches.delete(name);
  }

  async match(url: string) {
    for (const cache of this.caches.values()) {
      const found = await cache.match(url);
      if (found) {
        return found;
      }
    }
    return undefined;
  }
}

type Listener = (event: unknown) => void;
const config: WorkerConfig = {
  version: 'v2',
  cachePrefix: 'mui-docs-',
  precache: ['/_next/static/chunks/a.js', '/offline/', '/zh/offline/'],
  offlinePages: [
    { prefix: '/zh/', url: '/zh/offline/' },
    { prefix: '/', url: '/offline/' },
  ],
};

let storage: FakeCacheStorage;
let network: jest.Mock<Promise<Response>, [Request | string]>;
let online: boolean;
let listeners: Map<string, Listener>;
let scope: WorkerScope & { skipWaiting: jest.Mock; clients: { claim: jest.Mock } };

function page(text: string): Response {
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/html' } });
}

/** The fake network: `Response.type` of a real same-origin response is `basic`. */
function basic(response: Response): Response {
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

beforeEach(() => {
  storage = new FakeCacheStorage();
  online = true;
  network = jest.fn(async (input: Request | string) => {
    if (!online) {
      throw new TypeError('Failed to fetch');
    }
    const url = typeof input === 'string' ? `${ORIGIN}${input}` : input.url;
    return basic(page(`network ${new URL(url).pathname}`));
  });
  Object.assign(globalThis, { caches: storage, fetch: network });
  listeners = new Map();
  scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: jest.fn(async () => undefined),
    clients: { claim: jest.fn(async () => undefined) },
    location: { origin: ORIGIN },
  } as unknown as typeof scope;
  serviceWorker(scope, config);
});

async function lifecycle(type: 'install' | 'activate'): Promise<void> {
  let done: Promise<unknown> = Promise.resolve();
  listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
  await done;
}

/** Dispatches a fetch; resolves to the response text, or null when the worker let it through. */
async function request(
  path: string,
  init: { mode?: string; method?: string; origin?: string } = {},
) {
  let responded: Promise<Response> | null = null;
  const fake = {
    url: `${init.origin ?? ORIGIN}${path}`,
    method: init.method ?? 'GET',
    mode: init.mode ?? 'navigate',
  };
  listeners.get('fetch')?.({
    request: fake,
    respondWith: (response: Promise<Response>) => (responded = response),
  });
  if (responded === null) {
    return null;
  }
  const response: Response = await responded;
  return response.type === 'error' ? 'network error' : response.text();
}

describe('the service worker', () => {
  it('precaches the shell into the cache of its version, then skips waiting', async () => {
    await lifecycle('install');
    const cache = storage.caches.get('mui-docs-v2');
    expect([...(cache?.entries.keys() ?? [])].sort()).toEqual(config.precache.map(keyOf).sort());
    expect(scope.skipWaiting).toHaveBeenCalled();
  });

  it('reuses hashed files an older version already holds', async () => {
    const old = await storage.open('mui-docs-v1');
    await old.put('/_next/static/chunks/a.js', page('from v1'));
    await lifecycle('install');
    expect(network.mock.calls.map(([input]) => input)).toEqual(['/offline/', '/zh/offline/']);
    const reused = await storage.caches.get('mui-docs-v2')?.match('/_next/static/chunks/a.js');
    expect(await reused?.text()).toBe('from v1');
  });

  it('deletes the caches of other versions on activation, and only its own', async () => {
    await storage.open('mui-docs-v1');
    await storage.open('someone-else');
    await lifecycle('install');
    await lifecycle('activate');
    expect(await storage.keys()).toEqual(['someone-else', 'mui-docs-v2']);
    expect(scope.clients.claim).toHaveBeenCalled();
  });

  it('serves pages from the network first and keeps them for later', async () => {
    await lifecycle('install');
    expect(await request('/versions/')).toBe('network /versions/');
    online = false;
    expect(await request('/versions/')).toBe('network /versions/');
    expect(await request('/versions/?ref=x')).toBe('network /versions/');
  });

  it('shows the offline page of the language for a page never read', async () => {
    await lifecycle('install');
    online = false;
    expect(await request('/blog/')).toBe('network /offline/');
    expect(await request('/zh/blog/')).toBe('network /zh/offline/');
  });

  it('answers a failed non-page request with a network error, not the offline page', async () => {
    await lifecycle('install');
    online = false;
    expect(await request('/search-index/en/titles.bin', { mode: 'cors' })).toBe('network error');
  });

  it('serves hashed assets from the cache first', async () => {
    await lifecycle('install');
    network.mockClear();
    expect(await request('/_next/static/chunks/a.js', { mode: 'no-cors' })).toBe(
      'network /_next/static/chunks/a.js',
    );
    expect(network).not.toHaveBeenCalled();
  });

  it('leaves other origins and other methods alone', async () => {
    expect(await request('/gtag/js', { origin: 'https://www.googletagmanager.com' })).toBeNull();
    expect(await request('/versions/', { method: 'POST' })).toBeNull();
  });
});
