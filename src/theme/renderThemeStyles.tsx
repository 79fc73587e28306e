/**
 * Server only (pages/_document.tsx): renders the theme's global styles into the page's emotion
 * cache — the CSS variables of both colour schemes, keyed on the colour scheme attribute, and
 * the baseline — as MUI's CSS-variables provider and CssBaseline write them. The export step
 * moves them into the shared stylesheet every page links, so the browser has them before first
 * paint without loading the theme's code; MUI scopes on the page reuse them.
 *
 * The styles are the same on every page (the default theme state), so a process renders them
 * once, into its first page's cache, and gives each later page's cache a copy of what emotion
 * recorded there: creating the theme and rendering its provider took about 9 ms per page, some
 * 9 s of CPU over 1,000 pages.
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { MaterialCssVarsProvider } from './materialCssVarsProvider';
import { COLOR_SCHEME_STORAGE } from '@/theme/colorSchemeStorage';
import { DEFAULT_THEME_STATE } from '@/core/themeState';
import { createDocsTheme } from './docsTheme';

/** What rendering the styles recorded in a cache, by cache key (the caches' configurations). */
const recorded = new Map<string, Pick<EmotionCache, 'inserted' | 'registered'>>();

/**
 * Puts the theme's styles into `cache`, which must be a page's new cache with nothing in it yet
 * (the styles go first, as the provider wrapped the page).
 */
export function renderThemeStyles(cache: EmotionCache): void {
  if (Object.keys(cache.inserted).length > 0) {
    throw new Error(
      `renderThemeStyles: the emotion cache "${cache.key}" already holds styles; give it a page's new cache (pages/_document.tsx)`,
    );
  }
  const styles = recorded.get(cache.key);
  if (styles !== undefined) {
    Object.assign(cache.inserted, styles.inserted);
    Object.assign(cache.registered, styles.registered);
    return;
  }
  renderToString(
    <CacheProvider value={cache}>
      <MaterialCssVarsProvider
        theme={createDocsTheme(DEFAULT_THEME_STATE.paletteColors, DEFAULT_THEME_STATE.direction)}
        {...COLOR_SCHEME_STORAGE}
      >
        <CssBaseline enableColorScheme />
      </MaterialCssVarsProvider>
    </CacheProvider>,
  );
  recorded.set(cache.key, { inserted: { ...cache.inserted }, registered: { ...cache.registered } });
}
