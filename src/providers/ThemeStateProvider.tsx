/**
 * Theme state of SPEC.md §3–§4: the pure reducer of src/core/themeState.ts, restored from
 * and persisted to localStorage (CONTRACT.md). The colour mode preference itself is kept
 * by MUI's CSS-variables provider under the same `mui-mode` key; `paletteMode` mirrors it.
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
  type ThemeAction,
  type ThemeState,
} from '@/core/themeState';
import {
  DENSE_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  MODE_STORAGE_KEY,
  PALETTE_COLORS_STORAGE_KEY,
  SPACING_STORAGE_KEY,
  parseDense,
  parseDirection,
  parsePaletteColors,
  parseSpacing,
  type ModePreference,
} from '@/core/themeStorage';
import { createDocsTheme } from '@/theme/docsTheme';
import { createLtrEmotionCache } from '@/theme/emotionCache';
import { DENSE_ATTRIBUTE, SPACING_CSS_VARIABLE } from '@/theme/prePaintScript';
import { readStorage, writeStorage } from './browserStorage';

interface ThemeStateContextValue {
  state: ThemeState;
  dispatch: (action: ThemeAction) => void;
  modePreference: ModePreference;
  setModePreference: (mode: ModePreference) => void;
}

const ThemeStateContext = React.createContext<ThemeStateContextValue | null>(null);

export function useThemeState(): ThemeStateContextValue {
  const value = React.useContext(ThemeStateContext);
  if (value === null) {
    throw new Error('Forgot to wrap component in ThemeProvider');
  }
  return value;
}

function readStoredState(): Omit<ThemeState, 'paletteMode'> {
  return {
    direction: parseDirection(readStorage(DIRECTION_STORAGE_KEY)),
    dense: parseDense(readStorage(DENSE_STORAGE_KEY)),
    spacing: parseSpacing(readStorage(SPACING_STORAGE_KEY)),
    paletteColors: parsePaletteColors(readStorage(PALETTE_COLORS_STORAGE_KEY)),
  };
}

function persistState(state: ThemeState): void {
  writeStorage(DIRECTION_STORAGE_KEY, state.direction);
  writeStorage(DENSE_STORAGE_KEY, String(state.dense));
  writeStorage(SPACING_STORAGE_KEY, String(state.spacing));
  writeStorage(PALETTE_COLORS_STORAGE_KEY, JSON.stringify(state.paletteColors));
}

function applyToDocument(state: ThemeState): void {
  const root = document.documentElement;
  root.setAttribute('dir', state.direction);
  if (state.dense) {
    root.setAttribute(DENSE_ATTRIBUTE, 'true');
  } else {
    root.removeAttribute(DENSE_ATTRIBUTE);
  }
  root.style.setProperty(SPACING_CSS_VARIABLE, `${state.spacing}px`);
}

/** Inside MUI's provider: mirrors the resolved mode into the reducer and exposes the preference. */
function ModeBridge({
  state,
  dispatch,
  children,
}: {
  state: ThemeState;
  dispatch: React.Dispatch<ThemeAction>;
  children: React.ReactNode;
}) {
  const { mode, setMode, systemMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => React.startTransition(() => setMounted(true)), []);
  // Until mounted, render what the server rendered; the pre-paint script already coloured the page.
  const modePreference: ModePreference =
    mounted && (mode === 'light' || mode === 'dark' || mode === 'system') ? mode : 'system';
  const resolved = modePreference === 'system' ? systemMode : modePreference;

  React.useEffect(() => {
    if (mounted && (resolved === 'light' || resolved === 'dark')) {
      React.startTransition(() => dispatch({ type: 'CHANGE', payload: { paletteMode: resolved } }));
    }
  }, [mounted, resolved, dispatch]);

  const value = React.useMemo<ThemeStateContextValue>(
    () => ({
      state,
      dispatch,
      modePreference,
      setModePreference: (next) => {
        setMode(next);
        writeStorage(MODE_STORAGE_KEY, next);
      },
    }),
    [state, dispatch, modePreference, setMode],
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
        payload: { direction: stored.direction, paletteColors: stored.paletteColors },
      });
      dispatch({ type: 'SET_DENSE', payload: stored.dense });
      dispatch({ type: 'SET_SPACING', payload: stored.spacing });
      setRestored(true);
    });
  }, []);

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
      <CssVarsProvider theme={theme} defaultMode="system" disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <ModeBridge state={state} dispatch={dispatch}>
          {children}
        </ModeBridge>
      </CssVarsProvider>
    </CacheProvider>
  );
}
