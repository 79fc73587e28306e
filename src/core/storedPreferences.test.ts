import {
  COLOR_SCHEME_ATTRIBUTE,
  DENSE_SELECTOR,
  STORED_PREFERENCES,
  attributeOf,
  colorSchemeSelector,
  cssVariableOf,
  DENSE,
  DIRECTION,
  SPACING,
} from './storedPreferences';
import { validateStoredValue } from './storedValue';

describe('the stored preferences table', () => {
  it('holds the documented keys, ours and those of MUI’s providers, once each', () => {
    const keys = STORED_PREFERENCES.map((preference) => `${preference.store}:${preference.key}`);
    expect(keys).toEqual([
      'localStorage:mui-mode',
      'localStorage:mui-color-scheme-light',
      'localStorage:mui-color-scheme-dark',
      'localStorage:mui-direction',
      'localStorage:mui-dense',
      'localStorage:mui-spacing',
      'localStorage:mui-palette-colors',
      'localStorage:apiPage_props',
      'localStorage:apiPage_slots',
      'localStorage:apiPage_classes',
      'localStorage:apiPage_css',
      'localStorage:mui-recent-searches',
      'cookie:codeVariant',
      'cookie:codeStyling',
      'cookie:userLanguage',
    ]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every preference a default its own rule accepts', () => {
    for (const { key, rule, fallback } of STORED_PREFERENCES) {
      if (fallback !== null) {
        expect([key, validateStoredValue(rule, fallback)]).toEqual([key, fallback]);
      }
    }
  });

  it('names the attributes and variable the styles and the pre-paint script use', () => {
    expect(COLOR_SCHEME_ATTRIBUTE).toBe('data-mui-color-scheme');
    expect(attributeOf(DIRECTION)).toBe('dir');
    expect(attributeOf(DENSE)).toBe('data-dense');
    expect(cssVariableOf(SPACING)).toEqual({ name: '--docs-spacing', unit: 'px' });
    expect(colorSchemeSelector('dark')).toBe('[data-mui-color-scheme="dark"] &');
    expect(DENSE_SELECTOR).toBe('html[data-dense="true"] &');
    expect(() => attributeOf(SPACING)).toThrow('mui-spacing drives no <html> attribute');
  });
});
