/**
 * Theme state of SPEC.md §3–§4: the pure reducer of src/core/themeState.ts, restored from and
 * persisted to localStorage under the keys of src/core/storedPreferences.ts.
 *
 * The reducer is the one source of truth for the colour mode: the settings drawer and the spec's
 * `CHANGE` action both change `state.mode`, and MUI's CSS-variables provider only shows it (it is
 * told the mode, configured with the table's storage keys and attribute, and does not listen to
 * storage itself: changes from other tabs reach the reducer, validated, through this provider).
 * Every stored value it or MUI's provider reads was checked by the pre-paint script first
 * (src/theme/prePaintScript.ts), which removes any value outside its set.
 */
import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import {
  Experimental_CssVarsProvider as CssVarsProvider,
  useColorScheme,
} from '@mui/material/styles';
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
  COLOR_SCHEME_STORAGE_PREFIX,
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
import { createDocsTheme } from '@/theme/docsTheme';
import { createLtrEmotionCache } from '@/theme/emotionCache';
import { readStorage, writeStorage } from './browserStorage';

interface ThemeStateContextValue {
  state: ThemeState;
  dispatch: (action: ThemeAction) => void;
  /** The colour mode chosen (`state.mode`): light, dark or system. */
  modePreference: ModePreference;
  /** The colour mode shown: `state.mode` with `system` resolved by the operating system. */
  paletteMode: PaletteMode;
  /** False until the stored preferences are in `state` (the first render has the defaults). */
  restored: boolean;
}

const ThemeStateContext = React.createContext<ThemeStateContextValue | null>(null);

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

function applyToDocument(state: ThemeState): void {
  const root = document.documentElement;
  root.setAttribute(attributeOf(DIRECTION), state.direction);
  root.setAttribute(attributeOf(DENSE), String(state.dense));
  const spacing = cssVariableOf(SPACING);
  root.style.setProperty(spacing.name, `${state.spacing}${spacing.unit}`);
}

/** Inside MUI's provider: tells it the reducer's mode and resolves `system` for the page. */
function ModeBridge({
  state,
  dispatch,
  restored,
  children,
}: {
  state: ThemeState;
  dispatch: React.Dispatch<ThemeAction>;
  restored: boolean;
  children: React.ReactNode;
}) {
  const { mode: shownMode, setMode, systemMode } = useColorScheme();

  React.useEffect(() => {
    // Until restored, the reducer holds the defaults, not the visitor's choice.
    if (restored && shownMode !== state.mode) {
      setMode(state.mode);
    }
  }, [restored, shownMode, state.mode, setMode]);

  const value = React.useMemo<ThemeStateContextValue>(
    () => ({
      state,
      dispatch,
      modePreference: state.mode,
      paletteMode: resolvePaletteMode(state.mode, systemMode === 'dark'),
      restored,
    }),
    [state, dispatch, systemMode, restored],
  );
  return <ThemeStateContext.Provider value={value}>{children}</ThemeStateContext.Provider>;
}

/**
 * The right-to-left emotion cache, once the direction is right-to-left and its module has loaded
 * (until then, and for left-to-right, null). The cache is kept for later switches back to it.
 */
function useRtlCache(direction: ThemeState['direction']): EmotionCache | null {
  const [cache, setCache] = React.useState<EmotionCache | null>(null);
  const wanted = direction === 'rtl';
  React.useEffect(() => {
    if (!wanted || cache !== null) {
      return undefined;
    }
    let current = true;
    import('@/theme/rtlEmotionCache').then(
      ({ createRtlEmotionCache }) => {
        if (current) {
          setCache(createRtlEmotionCache());
        }
      },
      (error: unknown) => console.error('The right-to-left styles could not load:', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, cache]);
  return wanted ? cache : null;
}

/** Another tab changed a theme preference: the reducer takes it, validated. */
function useStorageSync(dispatch: React.Dispatch<ThemeAction>): void {
  React.useEffect(() => {
    const keys = [MODE.key, DIRECTION.key, DENSE.key, SPACING.key, PALETTE_COLORS.key];
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !keys.includes(event.key)) {
        return;
      }
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
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}

export function ThemeStateProvider({
  emotionCache,
  children,
}: {
  /** The cache used for server rendering, reused for the first (left-to-right) client render. */
  emotionCache?: EmotionCache;
  children: React.ReactNode;
}) {
  const [state, dispatch] = React.useReducer(themeReducer, DEFAULT_THEME_STATE);
  const [restored, setRestored] = React.useState(false);

  React.useEffect(() => {
    const stored = readStoredState();
    // Transitions: the page below may still be hydrating in pieces, and an urgent update would
    // force it to finish in one long task (or throw it away and render it again).
    React.startTransition(() => {
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
      setRestored(true);
    });
  }, []);
  useStorageSync(dispatch);

  React.useEffect(() => {
    if (restored) {
      persistState(state);
      applyToDocument(state);
    }
  }, [restored, state]);

  const ltrCache = React.useMemo(() => emotionCache ?? createLtrEmotionCache(), [emotionCache]);
  const rtlCache = useRtlCache(state.direction);
  const theme = React.useMemo(
    () => createDocsTheme(state.paletteColors, state.direction),
    [state.paletteColors, state.direction],
  );

  return (
    <CacheProvider value={rtlCache ?? ltrCache}>
      <CssVarsProvider
        theme={theme}
        attribute={COLOR_SCHEME_ATTRIBUTE}
        modeStorageKey={MODE.key}
        colorSchemeStorageKey={COLOR_SCHEME_STORAGE_PREFIX}
        defaultMode={DEFAULT_THEME_STATE.mode}
        storageWindow={null}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <ModeBridge state={state} dispatch={dispatch} restored={restored}>
          {children}
        </ModeBridge>
      </CssVarsProvider>
    </CacheProvider>
  );
}
