import fc from 'fast-check';
import { STORED_VALUE_CASES } from './storedValue.cases';
import {
  isHexColor,
  parseDense,
  parseDirection,
  parseModePreference,
  parsePaletteColors,
  parseSpacing,
  resolvePaletteMode,
} from './themeStorage';

const rawValue = fc.option(fc.string({ unit: 'binary' }), { nil: null });

describe('parseModePreference / parseDirection / parseDense', () => {
  it('accept their exact values', () => {
    expect(parseModePreference('dark')).toBe('dark');
    expect(parseModePreference('light')).toBe('light');
    expect(parseModePreference('system')).toBe('system');
    expect(parseDirection('rtl')).toBe('rtl');
    expect(parseDirection('ltr')).toBe('ltr');
    expect(parseDense('true')).toBe(true);
    expect(parseDense('false')).toBe(false);
  });

  it('fall back to the default for anything else', () => {
    expect(parseModePreference(null)).toBe('system');
    expect(parseModePreference('Dark')).toBe('system');
    expect(parseDirection('RTL')).toBe('ltr');
    expect(parseDense('1')).toBe(false);
    fc.assert(
      fc.property(rawValue, (raw) => {
        fc.pre(!['light', 'dark', 'system', 'rtl', 'ltr', 'true', 'false'].includes(raw ?? ''));
        expect(parseModePreference(raw)).toBe('system');
        expect(parseDirection(raw)).toBe('ltr');
        expect(parseDense(raw)).toBe(false);
      }),
    );
  });
});

describe('parseSpacing', () => {
  it('reads integer strings 0–40', () => {
    expect(parseSpacing('12')).toBe(12);
    expect(parseSpacing('0')).toBe(0);
    expect(parseSpacing('40')).toBe(40);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (n) => {
        expect(parseSpacing(String(n))).toBe(n);
      }),
    );
  });

  it.each(['1e1', ' 8', '8 ', '-1', '41', '8.5', '', 'abc', '08', '0x1', '99'])(
    'rejects %p',
    (raw) => {
      expect(parseSpacing(raw)).toBe(8);
    },
  );

  it('always returns an integer in range', () => {
    fc.assert(
      fc.property(rawValue, (raw) => {
        const value = parseSpacing(raw);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(40);
      }),
    );
  });
});

describe('isHexColor', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(isHexColor('#fff')).toBe(true);
    expect(isHexColor('#007FFF')).toBe(true);
    expect(isHexColor('#ffff')).toBe(false);
    expect(isHexColor('007FFF')).toBe(false);
    expect(isHexColor('#GGGGGG')).toBe(false);
    expect(isHexColor('#007FFF\n')).toBe(false);
    expect(isHexColor(0xfff)).toBe(false);
  });
});

describe('parsePaletteColors', () => {
  it('keeps valid primary and secondary colours', () => {
    expect(parsePaletteColors('{"primary":"#007FFF","secondary":"#f0a"}')).toEqual({
      primary: '#007FFF',
      secondary: '#f0a',
    });
  });

  it('drops invalid entries one by one and ignores other keys', () => {
    expect(parsePaletteColors('{"primary":"red","secondary":"#000","extra":"#fff"}')).toEqual({
      secondary: '#000',
    });
    expect(parsePaletteColors('{"primary":12}')).toEqual({});
  });

  it.each([
    null,
    '',
    'not json',
    '[]',
    '["#fff"]',
    'null',
    '"#fff"',
    '42',
    '{"__proto__":{"primary":"#fff"}}',
  ])('returns {} for %p', (raw) => {
    expect(parsePaletteColors(raw)).toEqual({});
  });

  it('never throws and only returns hex colours under the two keys', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          rawValue,
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (raw) => {
          const colors = parsePaletteColors(raw);
          expect(Object.keys(colors).every((key) => key === 'primary' || key === 'secondary')).toBe(
            true,
          );
          expect(Object.values(colors).every(isHexColor)).toBe(true);
        },
      ),
    );
  });

  it('round-trips any valid palette', () => {
    const hex = fc.stringMatching(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
    fc.assert(
      fc.property(fc.record({ primary: hex, secondary: hex }, { requiredKeys: [] }), (colors) => {
        expect(parsePaletteColors(JSON.stringify(colors))).toEqual(colors);
      }),
    );
  });
});

describe('resolvePaletteMode', () => {
  it('follows the system only for the system preference', () => {
    expect(resolvePaletteMode('system', true)).toBe('dark');
    expect(resolvePaletteMode('system', false)).toBe('light');
    expect(resolvePaletteMode('light', true)).toBe('light');
    expect(resolvePaletteMode('dark', false)).toBe('dark');
  });
});

describe('the typed parsers over the shared table of stored inputs', () => {
  // What the providers read from a raw stored value is what they would read from the value the
  // pre-paint script leaves in its place (src/theme/prePaintScript.test.ts runs the same table).
  const parsers: Record<string, (raw: string | null) => unknown> = {
    'mui-mode': parseModePreference,
    'mui-direction': parseDirection,
    'mui-dense': parseDense,
    'mui-spacing': parseSpacing,
    'mui-palette-colors': parsePaletteColors,
  };
  it.each(
    STORED_VALUE_CASES.filter((c) => c.key in parsers).map(
      (c) => [c.key, c.raw?.slice(0, 40) ?? null, c] as const,
    ),
  )('%s = %j', (_key, _shown, { key, raw, valid }) => {
    expect(parsers[key](raw)).toEqual(parsers[key](valid));
  });
});
