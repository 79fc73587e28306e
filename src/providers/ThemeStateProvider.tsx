/**
 * Theme state (docs/product-rules.md#theme-state-and-actions): the pure reducer of src/core/themeState.ts, restored from and
 * persisted to localStorage under the keys of src/core/storedPreferences.ts.
 *
 * The reducer is the one source of truth for the colour mode: the settings drawer and the spec's
 * `CHANGE` action both change `state.mode`, and this provider shows it on `<html>` (the colour
 * scheme attribute the theme's CSS variables key on, the direction, density and spacing), as the
 * pre-paint script did before hydration. It needs no MUI: the shell is styled by static CSS over
 * those variables. Where MUI components render (demos, drawers, menus, dialogs), the lazily
 * loaded MuiThemeScope (src/theme/MuiThemeScope.tsx) reads this state and only shows it; changes
 * from other tabs reach the reducer, validated, through this provider.
 * Every stored value it or MUI's provider reads was checked by the pre-paint script first
 * (src/theme/prePaintScript.ts), which removes any value outside its set.
 */
import * as React from 'react';
import {
  DEFAULT_THEME_STATE,
  themeReducer,
  type ModePreference,
  type PaletteMode,
  type ThemeAction,
  type ThemeState,
} from '@/core/themeState';
import {
  COLOR_SCHEME_ATTRIBUTE,
  DENSE,
  DIRECTION,
  MODE,
  PALETTE_COLORS,
  SPACING,
  attributeOf,
  cssVariableOf,
} from '@/core/storedPreferences';
import {
  parseDense,
  parseDirection,
  parseModePreference,
  parsePaletteColors,
  parseSpacing,
  resolvePaletteMode,
} from '@/core/themeStorage';
import { useSystemDark } from './useSystemDark';
import { readStorage, writeStorage } from './browserStorage';
import { restoreInTransition } from './restoreInTransition';

export interface ThemeStateContextValue {
  state: ThemeState;
  dispatch: (action: ThemeAction) => void;
  /** The colour mode chosen (`state.mode`): light, dark or system. */
  modePreference: ModePreference;
  /** The colour mode shown: `state.mode` with `system` resolved by the operating system. */
  paletteMode: PaletteMode;
  /** False until the stored preferences are in `state` (the first render has the defaults). */
  restored: boolean;
}

export const ThemeStateContext = React.createContext<ThemeStateContextValue | null>(null);

export function useThemeState(): ThemeStateContextValue {
  const value = React.useContext(ThemeStateContext);
  if (value === null) {
    throw new Error('Forgot to wrap component in ThemeProvider');
  }
  return value;
}

/** Every theme preference as stored, each validated (a bad one gives its default). */
function readStoredState(): ThemeState {
  return {
    mode: parseModePreference(readStorage(MODE.key)),
    direction: parseDirection(readStorage(DIRECTION.key)),
    dense: parseDense(readStorage(DENSE.key)),
    spacing: parseSpacing(readStorage(SPACING.key)),
    paletteColors: parsePaletteColors(readStorage(PALETTE_COLORS.key)),
  };
}

function persistState(state: ThemeState): void {
  writeStorage(MODE.key, state.mode);
  writeStorage(DIRECTION.key, state.direction);
  writeStorage(DENSE.key, String(state.dense));
  writeStorage(SPACING.key, String(state.spacing));
  writeStorage(PALETTE_COLORS.key, JSON.stringify(state.paletteColors));
}

function applyToDocument(state: ThemeState, paletteMode: PaletteMode): void {
  const root = document.documentElement;
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, paletteMode);
  root.style.colorScheme = paletteMode;
  root.setAttribute(attributeOf(DIRECTION), state.direction);
  root.setAttribute(attributeOf(DENSE), String(state.dense));
  const spacing = cssVariableOf(SPACING);
  root.style.setProperty(spacing.name, `${state.spacing}${spacing.unit}`);
}

/** Every stored theme preference, validated, into the reducer. */
function dispatchStored(dispatch: React.Dispatch<ThemeAction>): void {
  const stored = readStoredState();
  dispatch({
    type: 'CHANGE',
    payload: {
      mode: stored.mode,
      direction: stored.direction,
      paletteColors: stored.paletteColors,
    },
  });
  dispatch({ type: 'SET_DENSE', payload: stored.dense });
  dispatch({ type: 'SET_SPACING', payload: stored.spacing });
}

/** Another tab changed a theme preference: the reducer takes it, validated. */
function useStorageSync(dispatch: React.Dispatch<ThemeAction>): void {
  React.useEffect(() => {
    const keys = [MODE.key, DIRECTION.key, DENSE.key, SPACING.key, PALETTE_COLORS.key];
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !keys.includes(event.key)) {
        return;
      }
      dispatchStored(dispatch);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}

export function ThemeStateProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = React.useReducer(themeReducer, DEFAULT_THEME_STATE);
  const [restored, setRestored] = React.useState(false);
  const systemDark = useSystemDark();

  // Once the page has hydrated, in a transition (./restoreInTransition.ts).
  React.useEffect(
    () =>
      restoreInTransition(() => {
        dispatchStored(dispatch);
        setRestored(true);
      }),
    [],
  );
  useStorageSync(dispatch);

  const paletteMode = resolvePaletteMode(state.mode, systemDark);
  React.useEffect(() => {
    // Until restored, the reducer holds the defaults, not the visitor's choice: the page keeps
    // what the pre-paint script applied.
    if (restored) {
      persistState(state);
      applyToDocument(state, paletteMode);
    }
  }, [restored, state, paletteMode]);

  const value = React.useMemo<ThemeStateContextValue>(
    () => ({ state, dispatch, modePreference: state.mode, paletteMode, restored }),
    [state, paletteMode, restored],
  );
  return <ThemeStateContext.Provider value={value}>{children}</ThemeStateContext.Provider>;
}
