/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { render } from '@testing-library/react';
import { Experimental_CssVarsProvider as CssVarsProvider, useTheme } from '@mui/material/styles';
import { DENSE, MODE } from '@/core/storedPreferences';
import { COLOR_SCHEME_STORAGE } from '@/theme/colorSchemeStorage';
import { ThemeStateProvider, useThemeState } from './ThemeStateProvider';
import MuiThemeScope from './MuiThemeScope';
import { preferLightScheme } from '@/testing/preferLightScheme';

/**
 * MUI's CSS-variables provider, as the site configures it, must not give its components a new
 * theme when it mounts: that urgent update reached demos still hydrating and React dropped their
 * server HTML (error 421). It holds through patches/@mui+system+5.15.2.patch (docs/dependency-patches.md).
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
      window.localStorage.setItem(MODE.key, mode);
      const themes = new Set<unknown>();
      render(
        <CssVarsProvider {...COLOR_SCHEME_STORAGE} disableStyleSheetGeneration>
          <ThemeWatcher themes={themes} />
        </CssVarsProvider>,
      );
      expect(themes.size).toBe(1);
    },
  );

  it('keeps its theme through the restore of the saved preferences, as the site scopes it', async () => {
    window.localStorage.setItem(MODE.key, 'dark');
    window.localStorage.setItem(DENSE.key, 'true');
    const themes = new Set<unknown>();
    const restored: boolean[] = [];
    function RestoreWatcher() {
      restored.push(useThemeState().restored);
      return null;
    }
    render(
      <ThemeStateProvider>
        <RestoreWatcher />
        <MuiThemeScope>
          <ThemeWatcher themes={themes} />
        </MuiThemeScope>
      </ThemeStateProvider>,
    );
    await React.act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(restored[restored.length - 1]).toBe(true);
    // The restore changed the theme state, not the theme: MUI's components were not given a new one.
    expect(themes.size).toBe(1);
  });

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
