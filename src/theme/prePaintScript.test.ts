/**
 * The generated pre-paint script, run on its own in a fresh jsdom window (as the browser runs it,
 * without the modules it came from), over the same table of inputs as the core validator's tests:
 * what it leaves in storage and shows on `<html>` must be what the parsers the providers use say.
 */
import { JSDOM } from 'jsdom';
import { STORED_VALUE_CASES } from '@/core/storedValue.cases';
import {
  parseDense,
  parseDirection,
  parseModePreference,
  parseSpacing,
  resolvePaletteMode,
} from '@/core/themeStorage';
import { PRE_PAINT_SCRIPT } from './prePaintScript';

interface Run {
  storage: Storage;
  html: HTMLElement;
}

function runPrePaint(stored: Record<string, string>, systemDark = false): Run {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'https://docs.example/',
    runScripts: 'outside-only',
  });
  const { window } = dom;
  for (const [key, value] of Object.entries(stored)) {
    window.localStorage.setItem(key, value);
  }
  if (systemDark) {
    window.eval('window.matchMedia=function(q){return {matches:q.indexOf("dark")!==-1,media:q}}');
  }
  window.eval(PRE_PAINT_SCRIPT);
  return { storage: window.localStorage, html: window.document.documentElement };
}

describe('the generated pre-paint script', () => {
  it.each(STORED_VALUE_CASES.map((c) => [c.key, c.raw?.slice(0, 40) ?? null, c] as const))(
    '%s = %j: stored and shown as the parsers say',
    (_key, _shown, { key, raw, valid }) => {
      const { storage, html } = runPrePaint(raw === null ? {} : { [key]: raw });
      expect(storage.getItem(key)).toBe(valid);
      const read = (name: string) => (name === key ? raw : null);
      expect(html.getAttribute('dir')).toBe(parseDirection(read('mui-direction')));
      expect(html.getAttribute('data-dense')).toBe(String(parseDense(read('mui-dense'))));
      expect(html.style.getPropertyValue('--docs-spacing')).toBe(
        `${parseSpacing(read('mui-spacing'))}px`,
      );
      const mode = resolvePaletteMode(parseModePreference(read('mui-mode')), false);
      const schemeKey = `mui-color-scheme-${mode}`;
      const scheme = key === schemeKey && valid !== null ? valid : mode;
      expect(html.getAttribute('data-mui-color-scheme')).toBe(scheme);
      expect(html.style.colorScheme).toBe(scheme);
    },
  );

  it('follows the operating system for the system mode, and shows the scheme MUI stored for it', () => {
    expect(runPrePaint({}, true).html.getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(
      runPrePaint(
        { 'mui-mode': 'system', 'mui-color-scheme-dark': 'light' },
        true,
      ).html.getAttribute('data-mui-color-scheme'),
    ).toBe('light');
    expect(
      runPrePaint({ 'mui-mode': 'light' }, true).html.getAttribute('data-mui-color-scheme'),
    ).toBe('light');
  });

  it('cleans every key at once and leaves keys it does not own alone', () => {
    const { storage } = runPrePaint({
      'mui-mode': 'x',
      'mui-color-scheme-light': 'x',
      'mui-color-scheme-dark': '',
      'mui-spacing': '12',
      'someone-else': 'x',
    });
    expect(storage.getItem('mui-mode')).toBeNull();
    expect(storage.getItem('mui-color-scheme-light')).toBeNull();
    expect(storage.getItem('mui-color-scheme-dark')).toBeNull();
    expect(storage.getItem('mui-spacing')).toBe('12');
    expect(storage.getItem('someone-else')).toBe('x');
  });

  it('does nothing worse than the defaults when storage is unavailable', () => {
    const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
      url: 'https://docs.example/',
      runScripts: 'outside-only',
    });
    dom.window.eval(
      'Object.defineProperty(window,"localStorage",{get:function(){throw new Error("denied")}})',
    );
    dom.window.eval(PRE_PAINT_SCRIPT);
    expect(dom.window.document.documentElement.getAttribute('data-mui-color-scheme')).toBe('light');
  });

  it('cannot close its own <script> element', () => {
    expect(PRE_PAINT_SCRIPT).not.toMatch(/<\//);
  });
});
