/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { render } from '@testing-library/react';
import { Experimental_CssVarsProvider as CssVarsProvider, useTheme } from '@mui/material/styles';
import { COLOR_SCHEME_STORAGE } from '@/theme/colorSchemeStorage';
import { preferLightScheme } from '@/testing/preferLightScheme';

/**
 * MUI's CSS-variables provider, as the site configures it, must not give its components a new
 * theme when it mounts: that urgent update reached demos still hydrating and React dropped their
 * server HTML (error 421). It holds through scripts/postinstall/patchMuiSystem.mjs.
 */
describe('the CSS-variables provider when it mounts', () => {
  beforeEach(() => {
    window.localStorage.clear();
    preferLightScheme();
  });

  function ThemeWatcher({ themes }: { themes: Set<unknown> }) {
    themes.add(useTheme());
    return null;
  }

  it.each(['system', 'light', 'dark'])(
    'keeps the theme it rendered with, with the %s mode saved',
    (mode) => {
      window.localStorage.setItem(COLOR_SCHEME_STORAGE.modeStorageKey, mode);
      const themes = new Set<unknown>();
      render(
        <CssVarsProvider {...COLOR_SCHEME_STORAGE} disableStyleSheetGeneration>
          <ThemeWatcher themes={themes} />
        </CssVarsProvider>,
      );
      expect(themes.size).toBe(1);
    },
  );

  it('still follows a change of the system scheme', () => {
    let listener: ((event: { matches: boolean }) => void) | null = null;
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addListener: (handler: (event: { matches: boolean }) => void) => {
        listener = handler;
      },
      removeListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    const modes: string[] = [];
    function ModeWatcher() {
      modes.push(useTheme().palette.mode);
      return null;
    }
    render(
      <CssVarsProvider {...COLOR_SCHEME_STORAGE} disableStyleSheetGeneration>
        <ModeWatcher />
      </CssVarsProvider>,
    );
    React.act(() => listener?.({ matches: true }));
    expect(modes[modes.length - 1]).toBe('dark');
  });
});
