/**
 * Reading theme preferences saved in localStorage (SPEC.md §4 "Initial mode";
 * CONTRACT.md "Preferences": keys, values, defaults, and "a stored value
 * outside its set is ignored: the default applies, nothing throws").
 */
import {
  DEFAULT_SPACING,
  MAX_SPACING,
  MIN_SPACING,
  type Direction,
  type PaletteColors,
  type PaletteMode,
} from './themeState';

export const MODE_STORAGE_KEY = 'mui-mode';
export const DIRECTION_STORAGE_KEY = 'mui-direction';
export const DENSE_STORAGE_KEY = 'mui-dense';
export const SPACING_STORAGE_KEY = 'mui-spacing';
export const PALETTE_COLORS_STORAGE_KEY = 'mui-palette-colors';

export type ModePreference = PaletteMode | 'system';
export const DEFAULT_MODE_PREFERENCE: ModePreference = 'system';

const MODE_PREFERENCES: readonly string[] = ['light', 'dark', 'system'];

export function parseModePreference(raw: string | null): ModePreference {
  return raw !== null && MODE_PREFERENCES.includes(raw)
    ? (raw as ModePreference)
    : DEFAULT_MODE_PREFERENCE;
}

export function parseDirection(raw: string | null): Direction {
  return raw === 'rtl' ? 'rtl' : 'ltr';
}

/** `'true'` or `'false'` only; anything else is not dense. */
export function parseDense(raw: string | null): boolean {
  return raw === 'true';
}

/** A plain decimal integer string from 0 to 40 without leading zeros; else 8. */
export function parseSpacing(raw: string | null): number {
  if (raw === null || !/^(?:0|[1-9][0-9]?)$/.test(raw)) {
    return DEFAULT_SPACING;
  }
  const value = Number(raw);
  return value >= MIN_SPACING && value <= MAX_SPACING ? value : DEFAULT_SPACING;
}

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);
}

/**
 * Saved colour overrides: a JSON object; only `primary` and `secondary` with a
 * hex colour are kept, each on its own; everything else is dropped.
 */
export function parsePaletteColors(raw: string | null): PaletteColors {
  if (raw === null) {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {};
  }
  const colors: PaletteColors = {};
  for (const key of ['primary', 'secondary'] as const) {
    const value: unknown = Object.prototype.hasOwnProperty.call(parsed, key)
      ? (parsed as Record<string, unknown>)[key]
      : undefined;
    if (isHexColor(value)) {
      colors[key] = value;
    }
  }
  return colors;
}

/** `system` follows the operating system preference. */
export function resolvePaletteMode(
  preference: ModePreference,
  systemPrefersDark: boolean,
): PaletteMode {
  if (preference === 'system') {
    return systemPrefersDark ? 'dark' : 'light';
  }
  return preference;
}
