/**
 * @jest-environment jsdom
 */
/**
 * The colour mode has one source of truth (the theme reducer): the spec's CHANGE action and the
 * settings drawer change the same state, and the page shows it; values MUI's provider would read
 * from storage are cleaned before it does.
 */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import SettingsDrawer from '@/components/settings/SettingsDrawer';
import { ThemeStateProvider, useThemeState } from './ThemeStateProvider';
import MuiThemeScope from './MuiThemeScope';
import { CodePreferencesProvider } from './CodePreferencesProvider';
import { UserLanguageProvider } from './UserLanguageProvider';
import { PRE_PAINT_SCRIPT } from '@/theme/prePaintScript';
import { preferLightScheme } from '@/testing/preferLightScheme';

const html = () => document.documentElement;

beforeAll(() => {
  preferLightScheme();
});

beforeEach(() => {
  window.localStorage.clear();
  html().removeAttribute('data-mui-color-scheme');
});

type ThemeStateValue = ReturnType<typeof useThemeState>;

/** A page load: the pre-paint script in <head> runs before the app renders. */
function renderShell(): { current: () => ThemeStateValue } {
  // The generated script, run as the browser runs it (indirect eval: global scope only).
  (0, eval)(PRE_PAINT_SCRIPT);
  const seen: { value: ThemeStateValue | null } = { value: null };
  function Probe() {
    seen.value = useThemeState();
    // Reads the palette as a MUI component does: it must exist whatever storage held.
    const theme = useTheme();
    return <span data-testid="hover">{String(theme.palette.action.hover)}</span>;
  }
  render(
    <UserLanguageProvider language="en">
      <ThemeStateProvider>
        <CodePreferencesProvider>
          {/* The drawer renders in the MUI scope it is loaded with on a page (lazyWithMui). */}
          <MuiThemeScope>
            <Probe />
            <SettingsDrawer open onClose={() => undefined} />
          </MuiThemeScope>
        </CodePreferencesProvider>
      </ThemeStateProvider>
    </UserLanguageProvider>,
  );
  return {
    current: () => {
      if (seen.value === null) throw new Error('ThemeStateProvider did not render');
      return seen.value;
    },
  };
}

function modeButton(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

describe('the colour mode', () => {
  it('restores the saved mode into the reducer and shows it', () => {
    window.localStorage.setItem('mui-mode', 'dark');
    const shell = renderShell();
    expect(shell.current().state.mode).toBe('dark');
    expect(shell.current().paletteMode).toBe('dark');
    expect(html().getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(modeButton('Dark').getAttribute('aria-pressed')).toBe('true');
  });

  it('changes with the CHANGE action: the page, the drawer and storage follow', () => {
    const shell = renderShell();
    expect(html().getAttribute('data-mui-color-scheme')).toBe('light');
    act(() => shell.current().dispatch({ type: 'CHANGE', payload: { mode: 'dark' } }));
    expect(shell.current().state.mode).toBe('dark');
    expect(html().getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');
    expect(modeButton('Dark').getAttribute('aria-pressed')).toBe('true');
  });

  it('changes with the settings drawer through the same state', () => {
    const shell = renderShell();
    fireEvent.click(modeButton('Dark'));
    expect(shell.current().state.mode).toBe('dark');
    expect(html().getAttribute('data-mui-color-scheme')).toBe('dark');
    fireEvent.click(modeButton('System'));
    expect(shell.current().state.mode).toBe('system');
    expect(shell.current().paletteMode).toBe('light');
    expect(html().getAttribute('data-mui-color-scheme')).toBe('light');
    expect(window.localStorage.getItem('mui-mode')).toBe('system');
  });

  it('takes a change made in another tab, validated', () => {
    const shell = renderShell();
    act(() => {
      window.localStorage.setItem('mui-mode', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'dark' }));
    });
    expect(shell.current().state.mode).toBe('dark');
    expect(html().getAttribute('data-mui-color-scheme')).toBe('dark');
    act(() => {
      window.localStorage.setItem('mui-mode', '(');
      window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: '(' }));
    });
    expect(shell.current().state.mode).toBe('system');
  });
});

describe("MUI's own stored keys", () => {
  it.each([
    ['mui-color-scheme-light', 'x'],
    ['mui-color-scheme-dark', 'x'],
    ['mui-mode', 'x'],
    ['mui-color-scheme-light', ''],
    ['mui-color-scheme-light', '{"__proto__":{"polluted":1}}'],
    ['mui-color-scheme-light', 'x'.repeat(20_000)],
  ])('%s = %.30j is cleaned by the pre-paint script before the provider reads it', (key, value) => {
    window.localStorage.setItem(key, value);
    window.localStorage.setItem('mui-mode', key === 'mui-mode' ? value : 'dark');
    if (key === 'mui-color-scheme-light') window.localStorage.setItem('mui-mode', 'light');
    renderShell();
    expect(screen.getByTestId('hover').textContent).not.toBe('');
    expect(['light', 'dark']).toContain(html().getAttribute('data-mui-color-scheme'));
    expect(['light', 'dark', 'system', null]).toContain(window.localStorage.getItem('mui-mode'));
    expect(['light', 'dark']).toContain(window.localStorage.getItem('mui-color-scheme-light'));
  });
});
