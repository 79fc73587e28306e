/**
 * Theme state and its reducer; an unknown action throws (docs/product-rules.md#theme-state-and-actions).
 */

export type PaletteMode = 'light' | 'dark';
/** The visitor's choice of colour mode: `system` follows the operating system. */
export type ModePreference = PaletteMode | 'system';
export type Direction = 'ltr' | 'rtl';

/** Custom colour overrides, as `#rgb` or `#rrggbb` hex strings. */
export interface PaletteColors {
  primary?: string;
  secondary?: string;
}

export interface ThemeState {
  /**
   * The one source of truth for the colour mode: the settings drawer and the `CHANGE` action both
   * change it, and the page shows it (the provider resolves `system` to the palette mode).
   */
  mode: ModePreference;
  direction: Direction;
  dense: boolean;
  spacing: number;
  paletteColors: PaletteColors;
}

export const DEFAULT_SPACING = 8;
export const MIN_SPACING = 0;
export const MAX_SPACING = 40;

export const DEFAULT_THEME_STATE: ThemeState = {
  mode: 'system',
  direction: 'ltr',
  dense: false,
  spacing: DEFAULT_SPACING,
  paletteColors: {},
};

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | {
      type: 'CHANGE';
      payload: { mode?: ModePreference; direction?: Direction; paletteColors?: PaletteColors };
    };

/** Rounds to an integer within MIN_SPACING–MAX_SPACING; NaN keeps `current`. */
export function clampSpacing(value: number, current: number): number {
  if (Number.isNaN(value)) {
    return current;
  }
  return Math.min(MAX_SPACING, Math.max(MIN_SPACING, Math.round(value)));
}

function withSpacing(state: ThemeState, value: number): ThemeState {
  const spacing = clampSpacing(value, state.spacing);
  return spacing === state.spacing ? state : { ...state, spacing };
}

function samePaletteColors(a: PaletteColors, b: PaletteColors): boolean {
  return a.primary === b.primary && a.secondary === b.secondary;
}

/** Applies one theme action. Returns the same object when nothing changes. */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return withSpacing(state, action.payload);
    case 'INCREASE_SPACING':
      return withSpacing(state, state.spacing + 1);
    case 'DECREASE_SPACING':
      return withSpacing(state, state.spacing - 1);
    case 'SET_DENSE':
      return state.dense === action.payload ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return !state.dense && state.spacing === DEFAULT_SPACING
        ? state
        : { ...state, dense: false, spacing: DEFAULT_SPACING };
    case 'RESET_COLORS':
      return samePaletteColors(state.paletteColors, {}) ? state : { ...state, paletteColors: {} };
    case 'CHANGE': {
      const { mode, direction, paletteColors } = action.payload;
      const next = {
        mode: mode ?? state.mode,
        direction: direction ?? state.direction,
        // Equal colours keep their object, so the theme built from them is not rebuilt.
        paletteColors:
          paletteColors === undefined || samePaletteColors(paletteColors, state.paletteColors)
            ? state.paletteColors
            : paletteColors,
      };
      return next.mode === state.mode &&
        next.direction === state.direction &&
        next.paletteColors === state.paletteColors
        ? state
        : { ...state, ...next };
    }
    default:
      throw new Error(`Unrecognized theme action: ${(action as { type: unknown }).type}`);
  }
}
