import fc from 'fast-check';
import { exportNameToSlug } from './apiSlug';

describe('exportNameToSlug', () => {
  it.each([
    ['Button', 'button'],
    ['ButtonGroup', 'button-group'],
    ['useAutocomplete', 'use-autocomplete'],
    ['Unstable_Grid2', 'grid-2'],
    ['Unstable_NumberInput', 'number-input'],
    ['DataGridPro', 'data-grid-pro'],
    ['unstable_useModal', 'use-modal'],
    ['Experimental_CssVarsProvider', 'css-vars-provider'],
    ['experimental_extendTheme', 'extend-theme'],
    ['HTMLElementType', 'html-element-type'],
    ['Grid2Item', 'grid-2-item'],
    ['ToggleButtonGroup', 'toggle-button-group'],
  ])('%s -> %s', (name, slug) => {
    expect(exportNameToSlug(name)).toBe(slug);
  });

  it('joins PascalCase words with dashes', () => {
    const word = fc.stringMatching(/^[A-Z][a-z]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        expect(exportNameToSlug(words.join(''))).toBe(words.join('-').toLowerCase());
        expect(exportNameToSlug(`Unstable_${words.join('')}`)).toBe(words.join('-').toLowerCase());
      }),
    );
  });

  it('always yields a lowercase slug', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(exportNameToSlug(name)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});
