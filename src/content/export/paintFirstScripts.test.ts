import vm from 'node:vm';
import {
  AFTER_HYDRATION_LOADER_ID,
  HYDRATION_TIMEOUT_MS,
  LOADER_ID,
  PAINT_TIMEOUT_MS,
  loaderScript,
  loaderScriptUrls,
  scriptsLeftInPlace,
  paintFirstScripts,
} from './paintFirstScripts';

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-n-g=""/>',
  '<script defer="" src="/_next/static/chunks/dynamic.js"></script>',
  '<script src="/_next/static/chunks/main.js" defer=""></script>',
  '<script src="/_next/static/build/_buildManifest.js" defer=""></script>',
  '<script src="/_next/static/chunks/module.js" defer="" type="module"></script>',
  '<script src="https://example.com/x.js" defer=""></script>',
  '</head><body><div id="__next">Hello</div>',
  '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
  '</body></html>',
].join('');

/** Runs a loader in a fake browser and records what it appends, and when. */
function runLoader(
  html: string,
  {
    hidden = false,
    paintTiming = true,
    parsing = false,
  }: { hidden?: boolean; paintTiming?: boolean; parsing?: boolean } = {},
) {
  const source = /<script id="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const appended: { src: string; async: boolean }[] = [];
  const preloaded: { rel: string; as: string; href: string }[] = [];
  const timers: (() => void)[] = [];
  let paintCallback: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null =
    null;
  const listeners: Record<string, () => void> = {};
  const context = {
    window: { requestAnimationFrame: (callback: () => void) => timers.push(callback) },
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      readyState: parsing ? 'loading' : 'interactive',
      createElement: () => ({ src: '', async: true }),
      head: {
        appendChild: (element: { rel: string; as: string; href: string }) =>
          preloaded.push(element),
      },
      body: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
    },
    setTimeout: (callback: () => void, ms: number) => {
      if (ms === PAINT_TIMEOUT_MS) {
        listeners.timeout = callback;
      } else {
        timers.push(callback);
      }
    },
    PerformanceObserver: paintTiming
      ? class {
          constructor(callback: typeof paintCallback) {
            paintCallback = callback;
          }
          observe() {}
        }
      : undefined,
  };
  vm.runInNewContext(source, context);
  return {
    appended,
    preloaded,
    paint: () => paintCallback?.({ getEntriesByName: () => [{}] }),
    flushTimers: () => timers.splice(0).forEach((callback) => callback()),
    listeners,
  };
}

describe('paintFirstScripts (docs/upgrading.md#script-tags-in-exported-pages)', () => {
  it('moves every plain deferred Next.js script, in order, into a loader at the end of <head>', () => {
    const html = paintFirstScripts(PAGE);
    expect(html).not.toBeNull();
    const page = html ?? '';
    expect(page).not.toContain('<script defer="" src="/_next/static/chunks/dynamic.js">');
    expect(page).not.toContain('<script src="/_next/static/chunks/main.js" defer="">');
    // Scripts with other attributes, and other origins, are left as they are.
    expect(page).toContain('<script src="/_next/static/chunks/module.js" defer="" type="module">');
    expect(page).toContain('<script src="https://example.com/x.js" defer="">');
    // At the end of <head>: it hears of the first paint while a long body is still parsed.
    expect(page.indexOf(`<script id="${LOADER_ID}">`)).toBeLessThan(page.indexOf('</head>'));
    expect(page.indexOf(`<script id="${LOADER_ID}">`)).toBeGreaterThan(page.indexOf('a.css'));
    expect(page.endsWith('</script></body></html>')).toBe(true);
    expect(loaderScriptUrls(page)).toEqual([
      '/_next/static/chunks/dynamic.js',
      '/_next/static/chunks/main.js',
      '/_next/static/build/_buildManifest.js',
    ]);
  });

  it('keeps the middleware manifest, which the router reads as it starts, with the first scripts', () => {
    const page =
      '<html><body><script src="/_next/static/b/_buildManifest.js" defer></script><script src="/_next/static/b/_clientMiddlewareManifest.js" defer></script></body></html>';
    const html = paintFirstScripts(page) ?? '';
    const first = html.slice(0, html.indexOf(`<script id="${AFTER_HYDRATION_LOADER_ID}">`));
    expect(first).toContain('_clientMiddlewareManifest.js');
    expect(first).not.toContain('_buildManifest.js');
  });

  it('moves a deferred Next.js script whatever the order of its attributes', () => {
    const page =
      '<html><body><script defer src="/_next/a.js"></script><script src="/_next/b.js" defer></script></body></html>';
    expect(loaderScriptUrls(paintFirstScripts(page) ?? '')).toEqual(['/_next/a.js', '/_next/b.js']);
  });

  it('reports the Next.js scripts a page still loads by itself, so the export step can fail on them', () => {
    const rewritten = paintFirstScripts(PAGE) ?? '';
    expect(scriptsLeftInPlace(rewritten)).toEqual(['/_next/static/chunks/module.js']);
    expect(
      scriptsLeftInPlace('<html><body><script src="/_next/c.js" async=""></script></body></html>'),
    ).toEqual(['/_next/c.js']);
    expect(
      scriptsLeftInPlace(
        paintFirstScripts(
          '<html><body><script src="/_next/d.js" defer=""></script></body></html>',
        ) ?? '',
      ),
    ).toEqual([]);
  });

  it('leaves a rewritten page, a page without scripts and a fragment alone', () => {
    const once = paintFirstScripts(PAGE) ?? '';
    expect(paintFirstScripts(once)).toBeNull();
    expect(paintFirstScripts('<html><body><p>No scripts</p></body></html>')).toBeNull();
    expect(paintFirstScripts('<script src="/_next/a.js" defer=""></script>')).toBeNull();
    expect(loaderScriptUrls('<html><body></body></html>')).toEqual([]);
  });

  it('keeps a script URL from closing the loader early', () => {
    const loader = loaderScript(['/_next/static/</script><b>.js']);
    expect(loader.indexOf('</script>')).toBe(loader.length - '</script>'.length);
    expect(loaderScriptUrls(`<body>${loader}</body>`)).toEqual(['/_next/static/</script><b>.js']);
  });

  it('adds the scripts only after the first contentful paint, once, with async off', () => {
    const browser = runLoader(paintFirstScripts(PAGE) ?? '');
    browser.flushTimers();
    expect(browser.appended).toEqual([]);
    browser.paint();
    browser.flushTimers();
    expect(browser.appended.map((script) => script.src)).toEqual([
      '/_next/static/chunks/dynamic.js',
      '/_next/static/chunks/main.js',
    ]);
    expect(browser.appended.every((script) => script.async === false)).toBe(true);
    browser.paint();
    browser.flushTimers();
    browser.listeners.visibilitychange?.();
    browser.listeners.timeout?.();
    expect(browser.appended).toHaveLength(2);
  });

  it('preloads the scripts at the first paint, and adds them once the HTML is parsed', () => {
    const browser = runLoader(paintFirstScripts(PAGE) ?? '', { parsing: true });
    browser.paint();
    browser.flushTimers();
    expect(browser.preloaded.map(({ rel, as, href }) => `${rel} ${as} ${href}`)).toEqual([
      'preload script /_next/static/chunks/dynamic.js',
      'preload script /_next/static/chunks/main.js',
    ]);
    expect(browser.appended).toEqual([]);
    browser.listeners.DOMContentLoaded?.();
    browser.flushTimers();
    expect(browser.appended.map((script) => script.src)).toEqual([
      '/_next/static/chunks/dynamic.js',
      '/_next/static/chunks/main.js',
    ]);
    // A hidden tab waits for the parser too.
    const hidden = runLoader(paintFirstScripts(PAGE) ?? '', { hidden: true, parsing: true });
    expect(hidden.appended).toEqual([]);
    hidden.listeners.DOMContentLoaded?.();
    expect(hidden.appended).toHaveLength(2);
  });

  it('adds them at once in a hidden tab, and on a timeout or tab switch if no paint comes', () => {
    expect(runLoader(paintFirstScripts(PAGE) ?? '', { hidden: true }).appended).toHaveLength(2);

    const neverPaints = runLoader(paintFirstScripts(PAGE) ?? '');
    neverPaints.listeners.timeout?.();
    expect(neverPaints.appended).toHaveLength(2);

    const switched = runLoader(paintFirstScripts(PAGE) ?? '');
    switched.listeners.visibilitychange?.();
    expect(switched.appended).toHaveLength(2);
  });

  it('falls back to the next frame in a browser without paint timing', () => {
    const browser = runLoader(paintFirstScripts(PAGE) ?? '', { paintTiming: false });
    expect(browser.appended).toEqual([]);
    browser.flushTimers();
    browser.flushTimers();
    expect(browser.appended).toHaveLength(2);
  });

  it('adds Next’s manifests once the page has hydrated, or after a timeout', () => {
    const page = paintFirstScripts(PAGE) ?? '';
    const source =
      new RegExp(`<script id="${AFTER_HYDRATION_LOADER_ID}">([\\s\\S]*?)</script>`).exec(
        page,
      )?.[1] ?? '';
    const run = (hydrated: boolean) => {
      const appended: string[] = [];
      const attributes = new Set(hydrated ? ['data-hydrated'] : []);
      let observer: (() => void) | null = null;
      let timeout: (() => void) | null = null;
      vm.runInNewContext(source, {
        document: {
          documentElement: { hasAttribute: (name: string) => attributes.has(name) },
          createElement: () => ({ src: '', async: true }),
          body: { appendChild: (element: { src: string }) => appended.push(element.src) },
        },
        setTimeout: (callback: () => void, ms: number) => {
          if (ms === HYDRATION_TIMEOUT_MS) timeout = callback;
        },
        MutationObserver: class {
          constructor(callback: () => void) {
            observer = callback;
          }
          observe() {}
        },
      });
      return {
        appended,
        hydrate: () => {
          attributes.add('data-hydrated');
          observer?.();
        },
        timeout: () => timeout?.(),
      };
    };
    const waiting = run(false);
    expect(waiting.appended).toEqual([]);
    waiting.hydrate();
    waiting.hydrate();
    waiting.timeout();
    expect(waiting.appended).toEqual(['/_next/static/build/_buildManifest.js']);
    expect(run(true).appended).toEqual(['/_next/static/build/_buildManifest.js']);
    const never = run(false);
    never.timeout();
    expect(never.appended).toEqual(['/_next/static/build/_buildManifest.js']);
  });
});
