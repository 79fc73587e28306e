import {
  APPLE_SHORTCUT_LABEL,
  DEFAULT_SHORTCUT_LABEL,
  searchShortcutLabel,
} from './searchShortcut';

describe('searchShortcutLabel', () => {
  it('shows ⌘K on Apple platforms', () => {
    for (const platform of ['MacIntel', 'macOS', 'iPhone', 'iPad']) {
      expect(searchShortcutLabel(platform)).toBe(APPLE_SHORTCUT_LABEL);
    }
  });

  it('shows Ctrl K elsewhere, and when the platform is unknown or odd', () => {
    for (const platform of [
      'Win32',
      'Linux x86_64',
      'Windows',
      '',
      null,
      undefined,
      'x'.repeat(500),
    ]) {
      expect(searchShortcutLabel(platform)).toBe(DEFAULT_SHORTCUT_LABEL);
    }
  });
});
