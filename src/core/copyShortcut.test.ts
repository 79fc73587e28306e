import { isCopyShortcut, type ShortcutKeys } from './copyShortcut';

const keys = (overrides: Partial<ShortcutKeys>, code = 'KeyC'): ShortcutKeys => ({
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...overrides,
});

describe('isCopyShortcut', () => {
  it.each([{ ctrlKey: true }, { metaKey: true }, { altKey: true }])(
    'copies on %j with the C key when nothing is selected',
    (modifier) => {
      expect(isCopyShortcut(keys(modifier), '')).toBe(true);
    },
  );

  it('reads the physical key, so Alt+C on macOS (which types ç) copies', () => {
    expect(isCopyShortcut({ ...keys({ altKey: true }), key: 'ç' } as ShortcutKeys, '')).toBe(true);
  });

  it('leaves the shortcut to the browser when text is selected', () => {
    expect(isCopyShortcut(keys({ ctrlKey: true }), 'selected words')).toBe(false);
    expect(isCopyShortcut(keys({ metaKey: true }), ' ')).toBe(false);
  });

  it('ignores C without a modifier and other keys with one', () => {
    expect(isCopyShortcut(keys({}), '')).toBe(false);
    expect(isCopyShortcut(keys({ ctrlKey: true }, 'KeyV'), '')).toBe(false);
    expect(isCopyShortcut(keys({ altKey: true }, 'Digit4'), '')).toBe(false);
  });
});
