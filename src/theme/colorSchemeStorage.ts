/**
 * How every CSS-variables provider of the site (the MUI theme scope, Joy's demo scope and the
 * build-time theme styles) meets the stored preferences: the `<html>` attribute it sets, the
 * storage keys of the mode and the colour schemes (src/core/storedPreferences.ts), the default
 * mode, and no storage of its own (the theme state restores and saves them) nor transitions on a
 * change. One object, spread into each, so that the three cannot drift apart.
 */
import {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_PREFIX,
  MODE,
} from '@/core/storedPreferences';
import { DEFAULT_THEME_STATE } from '@/core/themeState';

export const COLOR_SCHEME_STORAGE = {
  attribute: COLOR_SCHEME_ATTRIBUTE,
  modeStorageKey: MODE.key,
  colorSchemeStorageKey: COLOR_SCHEME_STORAGE_PREFIX,
  defaultMode: DEFAULT_THEME_STATE.mode,
  storageWindow: null,
  disableTransitionOnChange: true,
} as const;
