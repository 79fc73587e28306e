/**
 * Every preference the site or MUI's providers store on this origin: its key, where it is kept,
 * its allowed values, its default and the DOM attribute it drives (docs/product-rules.md#preferences-and-storage-keys).
 * This is the one home of that contract: the pre-paint script is generated from it
 * (src/theme/prePaintScript.ts), the providers read, write and configure MUI's providers from
 * it, and the styles that follow a preference take their selectors from it.
 */
import { API_DISPLAY_OPTIONS, API_SECTIONS, type ApiSection } from './apiDisplay';
import {
  CODE_STYLINGS,
  CODE_VARIANTS,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
} from './codePreferences';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from './language';
import { RECENT_SEARCHES_RULE } from './searchRecent';
import { DEFAULT_THEME_STATE, MAX_SPACING, MIN_SPACING } from './themeState';
import type { StoredValueRule } from './storedValue';

/** `<html>` attribute holding the colour scheme shown (`light` or `dark`); MUI's CSS variables key on it. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

/** How a preference shows on `<html>` before and after hydration. */
export type PreferenceTarget =
  /** The attribute holds the value itself. */
  | { readonly attribute: string }
  /** The CSS custom property holds the value with a unit. */
  | { readonly cssVariable: string; readonly unit: string };

export interface StoredPreference {
  readonly key: string;
  readonly store: 'localStorage' | 'cookie';
  /** `site` for the site's own code; `mui` for a key MUI's CSS-variables providers read and write. */
  readonly owner: 'site' | 'mui';
  readonly rule: StoredValueRule;
  /** What applies when nothing valid is stored; null where another rule decides (API display: docs/product-rules.md#api-display). */
  readonly fallback: string | null;
  readonly target?: PreferenceTarget;
}

const oneOf = (values: readonly string[]): StoredValueRule => ({ kind: 'oneOf', values });

export const MODE_PREFERENCES = ['light', 'dark', 'system'] as const;
export const COLOR_SCHEMES = ['light', 'dark'] as const;

/** Colour mode preference. MUI's providers read it too, under the same key. */
export const MODE: StoredPreference = {
  key: 'mui-mode',
  store: 'localStorage',
  owner: 'mui',
  rule: oneOf(MODE_PREFERENCES),
  fallback: DEFAULT_THEME_STATE.mode,
};

/** MUI stores the colour scheme of each mode under `<prefix>-light` and `<prefix>-dark`. */
export const COLOR_SCHEME_STORAGE_PREFIX = 'mui-color-scheme';

export const LIGHT_COLOR_SCHEME: StoredPreference = {
  key: `${COLOR_SCHEME_STORAGE_PREFIX}-light`,
  store: 'localStorage',
  owner: 'mui',
  rule: oneOf(COLOR_SCHEMES),
  fallback: 'light',
};

export const DARK_COLOR_SCHEME: StoredPreference = {
  key: `${COLOR_SCHEME_STORAGE_PREFIX}-dark`,
  store: 'localStorage',
  owner: 'mui',
  rule: oneOf(COLOR_SCHEMES),
  fallback: 'dark',
};

export const DIRECTION: StoredPreference = {
  key: 'mui-direction',
  store: 'localStorage',
  owner: 'site',
  rule: oneOf(['ltr', 'rtl']),
  fallback: DEFAULT_THEME_STATE.direction,
  target: { attribute: 'dir' },
};

export const DENSE: StoredPreference = {
  key: 'mui-dense',
  store: 'localStorage',
  owner: 'site',
  rule: oneOf(['true', 'false']),
  fallback: String(DEFAULT_THEME_STATE.dense),
  target: { attribute: 'data-dense' },
};

export const SPACING: StoredPreference = {
  key: 'mui-spacing',
  store: 'localStorage',
  owner: 'site',
  rule: { kind: 'integer', min: MIN_SPACING, max: MAX_SPACING },
  fallback: String(DEFAULT_THEME_STATE.spacing),
  target: { cssVariable: '--docs-spacing', unit: 'px' },
};

/** `#rgb` or `#rrggbb`. */
export const HEX_COLOR_PATTERN = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';

export const PALETTE_COLORS: StoredPreference = {
  key: 'mui-palette-colors',
  store: 'localStorage',
  owner: 'site',
  rule: { kind: 'stringMap', names: ['primary', 'secondary'], pattern: HEX_COLOR_PATTERN },
  fallback: '{}',
};

export const API_DISPLAY: Record<ApiSection, StoredPreference> = Object.fromEntries(
  API_SECTIONS.map((section) => [
    section,
    {
      key: `apiPage_${section}`,
      store: 'localStorage',
      owner: 'site',
      rule: oneOf(API_DISPLAY_OPTIONS),
      fallback: null,
    },
  ]),
) as Record<ApiSection, StoredPreference>;

export const RECENT_SEARCHES: StoredPreference = {
  key: 'mui-recent-searches',
  store: 'localStorage',
  owner: 'site',
  rule: RECENT_SEARCHES_RULE,
  fallback: '[]',
};

export const CODE_VARIANT: StoredPreference = {
  key: 'codeVariant',
  store: 'cookie',
  owner: 'site',
  rule: oneOf(CODE_VARIANTS),
  fallback: DEFAULT_CODE_VARIANT,
};

export const CODE_STYLING: StoredPreference = {
  key: 'codeStyling',
  store: 'cookie',
  owner: 'site',
  rule: oneOf(CODE_STYLINGS),
  fallback: DEFAULT_CODE_STYLING,
};

export const USER_LANGUAGE: StoredPreference = {
  key: 'userLanguage',
  store: 'cookie',
  owner: 'site',
  rule: oneOf(SUPPORTED_LANGUAGES),
  fallback: DEFAULT_LANGUAGE,
};

/** Every stored preference, in the order the pre-paint script checks them. */
export const STORED_PREFERENCES: readonly StoredPreference[] = [
  MODE,
  LIGHT_COLOR_SCHEME,
  DARK_COLOR_SCHEME,
  DIRECTION,
  DENSE,
  SPACING,
  PALETTE_COLORS,
  ...API_SECTIONS.map((section) => API_DISPLAY[section]),
  RECENT_SEARCHES,
  CODE_VARIANT,
  CODE_STYLING,
  USER_LANGUAGE,
];

/** The attribute a preference drives; throws for one that drives none (a programming error). */
export function attributeOf(preference: StoredPreference): string {
  if (preference.target === undefined || !('attribute' in preference.target)) {
    throw new Error(`The stored preference ${preference.key} drives no <html> attribute.`);
  }
  return preference.target.attribute;
}

/** The CSS variable a preference drives; throws for one that drives none. */
export function cssVariableOf(preference: StoredPreference): { name: string; unit: string } {
  if (preference.target === undefined || !('cssVariable' in preference.target)) {
    throw new Error(`The stored preference ${preference.key} drives no CSS variable.`);
  }
  return { name: preference.target.cssVariable, unit: preference.target.unit };
}

/** A style selector for the descendants of `<html>` while the dark colour scheme shows. */
export function colorSchemeSelector(scheme: (typeof COLOR_SCHEMES)[number]): string {
  return `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"] &`;
}

/** A style selector for the descendants of `<html>` while the dense variant is on. */
export const DENSE_SELECTOR = `html[${attributeOf(DENSE)}="true"] &`;
