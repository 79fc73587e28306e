/**
 * Server only (pages/_document.tsx): renders the theme's global styles into the page's emotion
 * cache — the CSS variables of both colour schemes, keyed on the colour scheme attribute, and
 * the baseline — as MUI's CSS-variables provider and CssBaseline write them. The export step
 * moves them into the shared stylesheet every page links, so the browser has them before first
 * paint without loading the theme's code; MUI scopes on the page reuse them.
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import { COLOR_SCHEME_STORAGE } from '@/theme/colorSchemeStorage';
import { DEFAULT_THEME_STATE } from '@/core/themeState';
import { createDocsTheme } from './docsTheme';

export function renderThemeStyles(cache: EmotionCache): void {
  renderToString(
    <CacheProvider value={cache}>
      <CssVarsProvider
        theme={createDocsTheme(DEFAULT_THEME_STATE.paletteColors, DEFAULT_THEME_STATE.direction)}
        {...COLOR_SCHEME_STORAGE}
      >
        <CssBaseline enableColorScheme />
      </CssVarsProvider>
    </CacheProvider>,
  );
}
