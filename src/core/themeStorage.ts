/**
 * The theme preferences as typed values, read from what is stored
 * (docs/product-rules.md#preferences-and-storage-keys). Keys, allowed values and defaults come from the one table of
 * src/core/storedPreferences.ts and every value goes through its validator, the same code the
 * pre-paint script runs before first paint.
 */
import {
  DENSE,
  DIRECTION,
  HEX_COLOR_PATTERN,
  MODE,
  PALETTE_COLORS,
  SPACING,
  type StoredPreference,
} from './storedPreferences';
import { validateStoredValue } from './storedValue';
import type { Direction, ModePreference, PaletteColors, PaletteMode } from './themeState';

/** The stored text if the preference's rule accepts it, else the preference's default. */
export function storedOrDefault(preference: StoredPreference, raw: unknown): string | null {
  return validateStoredValue(preference.rule, raw) ?? preference.fallback;
}

export function parseModePreference(raw: unknown): ModePreference {
  return storedOrDefault(MODE, raw) as ModePreference;
}

export function parseDirection(raw: unknown): Direction {
  return storedOrDefault(DIRECTION, raw) as Direction;
}

export function parseDense(raw: unknown): boolean {
  return storedOrDefault(DENSE, raw) === 'true';
}

export function parseSpacing(raw: unknown): number {
  return Number(storedOrDefault(SPACING, raw));
}

/** Saved colour overrides: only `primary` and `secondary` with a hex colour are kept, each on its own. */
export function parsePaletteColors(raw: unknown): PaletteColors {
  return JSON.parse(storedOrDefault(PALETTE_COLORS, raw) ?? '{}') as PaletteColors;
}

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(HEX_COLOR_PATTERN).test(value);
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
