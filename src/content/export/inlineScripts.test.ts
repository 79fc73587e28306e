import { JSDOM } from 'jsdom';
import { STORED_VALUE_CASES } from '@/core/storedValue.cases';
import { EARLY_CLICK_SCRIPT, EARLY_CLICK_SCRIPT_ID } from '@/theme/earlyClicks';
import { PRE_PAINT_SCRIPT } from '@/theme/prePaintScript';
import { hasEarlyClickControl, rewriteInlineScripts, type Minify } from './inlineScripts';
import { minifyScript as minify } from './minifyScript';
import { loaderScript, loaderScriptUrls } from './paintFirstScripts';

const EARLY = `<script id="${EARLY_CLICK_SCRIPT_ID}">${EARLY_CLICK_SCRIPT}</script>`;
const PRE_PAINT = `<script>${PRE_PAINT_SCRIPT}</script>`;
const page = (body: string) => `<html><head>${PRE_PAINT}${EARLY}</head><body>${body}</body></html>`;

describe('rewriteInlineScripts', () => {
  it('minifies the head scripts to a fraction of their size, each distinct source once', () => {
    const calls: string[] = [];
    const counting: Minify = (source) => {
      calls.push(source);
      return minify(source);
    };
    const cache = new Map<string, string>();
    const html = page('<div data-early-click=""><button>Show code</button></div>');
    const once = rewriteInlineScripts(html, counting, cache) ?? '';
    rewriteInlineScripts(html, counting, cache);
    expect(once.length).toBeGreaterThan(0);
    expect(once.length).toBeLessThan(html.length * 0.75);
    expect(once).toContain(`id="${EARLY_CLICK_SCRIPT_ID}"`);
    expect(calls).toHaveLength(2);
  });

  it('drops the early-click script from a page with no control for it, and only there', () => {
    const guide = rewriteInlineScripts(page('<p>Prose</p>'), minify) ?? '';
    expect(guide).not.toContain(EARLY_CLICK_SCRIPT_ID);
    expect(guide).toContain('<script>');
    const withControl =
      rewriteInlineScripts(
        page('<div role="group" data-early-click><button>TS</button></div>'),
        minify,
      ) ?? '';
    expect(withControl).toContain(EARLY_CLICK_SCRIPT_ID);
  });

  it('the script naming the attribute is no control', () => {
    expect(hasEarlyClickControl(EARLY)).toBe(false);
    expect(hasEarlyClickControl('<div data-early-click="">')).toBe(true);
  });

  it('leaves data, external, unreadable scripts and the script loaders as they are', () => {
    const data = '<script id="__NEXT_DATA__" type="application/json">{"a": 1}</script>';
    const loader = loaderScript(['/_next/static/chunks/a.js']);
    const external = '<script src="/a.js" defer=""></script>';
    const broken = '<script>function (</script>';
    const html = `<head>${data}${external}${broken}</head><body>${loader}</body>`;
    expect(rewriteInlineScripts(html, minify)).toBeNull();
    expect(loaderScriptUrls(html)).toEqual(['/_next/static/chunks/a.js']);
  });

  it('never writes text that would end the element', () => {
    const closing: Minify = () => 'x("</script>")';
    const html = '<script>var a = "<\\/script>";</script>';
    expect(rewriteInlineScripts(html, closing)).toBeNull();
  });

  // The pre-paint script as the export ships it does what the script as written does, over the
  // stored values of the validator's own cases (src/theme/prePaintScript.test.ts runs the original).
  it.each(STORED_VALUE_CASES.map((c) => [c.key, c.raw?.slice(0, 40) ?? null, c] as const))(
    'the minified pre-paint script: %s = %j as the original',
    (_key, _shown, { key, raw }) => {
      const run = (script: string) => {
        const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
          url: 'https://docs.example/',
          runScripts: 'outside-only',
        });
        if (raw !== null) dom.window.localStorage.setItem(key, raw);
        dom.window.eval(script);
        const root = dom.window.document.documentElement;
        return { stored: dom.window.localStorage.getItem(key), html: root.outerHTML };
      };
      expect(run(minify(PRE_PAINT_SCRIPT))).toEqual(run(PRE_PAINT_SCRIPT));
    },
  );
});
