/**
 * MUI's theme for the parts of a page that render MUI components: live demos, the settings
 * drawer, menus, the search dialog, the navigation drawer of phones, the colour playground and
 * the other pages built from library components. It is loaded only with them (src/components/
 * layout/muiScope.tsx): the shell around them is static CSS over the same CSS variables.
 *
 * The theme state stays in ThemeStateProvider; this scope only shows it. Its CSS-variables
 * provider is told the reducer's mode, configured with the stored-preference table's keys and
 * attribute, and writes no style sheet of its own: the theme's variables for both schemes are in
 * the page's linked stylesheet (pages/_document.tsx renders them at build time). Only custom
 * colours, which no build can know, make one scope (`withVariables`) insert the variables again.
 */
import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { MaterialCssVarsProvider, useMaterialColorScheme } from '@/theme/materialCssVarsProvider';
import { COLOR_SCHEME_STORAGE } from '@/theme/colorSchemeStorage';
import { useThemeState } from './ThemeStateProvider';
import { useFollowSiteMode } from './useFollowSiteMode';
import { useServerEmotionCache } from './ServerEmotionCache';
import { createDocsTheme } from '@/theme/docsTheme';
import { createLtrEmotionCache } from '@/theme/emotionCache';

/** One left-to-right cache per page, shared by every scope (emotion hydrates its styles once). */
let browserLtrCache: EmotionCache | null = null;
/** The right-to-left cache, once its module (stylis-plugin-rtl) has loaded. */
let browserRtlCache: EmotionCache | null = null;

function ltrCache(serverCache: EmotionCache | undefined): EmotionCache {
  if (serverCache !== undefined) {
    return serverCache;
  }
  browserLtrCache ??= createLtrEmotionCache();
  return browserLtrCache;
}

/** The right-to-left cache once the direction is right-to-left and it has loaded, else null. */
function useRtlCache(wanted: boolean): EmotionCache | null {
  const [cache, setCache] = React.useState<EmotionCache | null>(browserRtlCache);
  React.useEffect(() => {
    if (!wanted || cache !== null) {
      return undefined;
    }
    let current = true;
    import('@/theme/rtlEmotionCache').then(
      ({ createRtlEmotionCache }) => {
        browserRtlCache ??= createRtlEmotionCache();
        if (current) {
          // A transition: the new cache is a new context value for every styled part, demos
          // still hydrating included (an urgent one makes React drop their server HTML, error 421).
          const loaded = browserRtlCache;
          React.startTransition(() => setCache(loaded));
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

/** Tells MUI's provider the reducer's mode once the stored preferences are restored. */
function ModeSync() {
  useFollowSiteMode(useMaterialColorScheme());
  return null;
}

/** Rendered once per page: ModeSync reads the theme state itself, from inside the provider. */
const MODE_SYNC = <ModeSync />;

/**
 * MUI's provider, rendered again only when its own inputs change. It builds a new theme object on
 * every render, and each is a new context value for every MUI component below: a change of the
 * theme state that is not the theme's (the restore's `restored`, the mode, density) would reach
 * demos whose Suspense boundaries React 18 hydrates last, while they still hold the server's HTML.
 */
const CssVariablesScope = React.memo(function CssVariablesScope({
  theme,
  withVariables,
  content,
}: {
  theme: ReturnType<typeof createDocsTheme>;
  withVariables: boolean;
  content: React.ReactNode;
}) {
  return (
    <MaterialCssVarsProvider
      theme={theme}
      {...COLOR_SCHEME_STORAGE}
      disableStyleSheetGeneration={!withVariables}
    >
      {MODE_SYNC}
      {content}
    </MaterialCssVarsProvider>
  );
});

export default function MuiThemeScope({
  withVariables = false,
  children,
}: {
  /** Insert the theme's CSS variables (custom colours); otherwise the linked sheet's apply. */
  withVariables?: boolean;
  children?: React.ReactNode;
}) {
  const { state } = useThemeState();
  const serverCache = useServerEmotionCache();
  const rtlCache = useRtlCache(state.direction === 'rtl');
  const theme = React.useMemo(
    () => createDocsTheme(state.paletteColors, state.direction),
    [state.paletteColors, state.direction],
  );
  return (
    <CacheProvider value={rtlCache ?? ltrCache(serverCache)}>
      <CssVariablesScope theme={theme} withVariables={withVariables} content={children} />
    </CacheProvider>
  );
}
