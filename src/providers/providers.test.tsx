/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { useThemeState, ThemeStateProvider } from './ThemeStateProvider';
import { useCodePreferences, CodePreferencesProvider } from './CodePreferencesProvider';
import { useApiDisplay, ApiDisplayProvider } from './ApiDisplayProvider';
import { useTranslate, UserLanguageProvider } from './UserLanguageProvider';
import { getCookie } from './cookieStore';

function silenceErrors<T>(run: () => T): T {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return run();
  } finally {
    spy.mockRestore();
  }
}

describe('hooks outside their providers', () => {
  it.each<[string, () => unknown]>([
    ['useThemeState', () => useThemeState()],
    ['useCodePreferences', () => useCodePreferences()],
    ['useApiDisplay', () => useApiDisplay('props')],
    ['useTranslate', () => useTranslate()],
  ])('%s throws the CONTRACT error', (_name, hook) => {
    silenceErrors(() => {
      expect(() => renderHook(hook)).toThrow('Forgot to wrap component in ThemeProvider');
    });
  });
});

describe('CodePreferencesProvider', () => {
  beforeEach(() => {
    document.cookie = 'codeVariant=; max-age=0; path=/';
    document.cookie = 'codeStyling=; max-age=0; path=/';
    window.location.hash = '';
  });

  it('starts from the cookie and saves a change in it', () => {
    document.cookie = 'codeVariant=JS; path=/';
    const { result } = renderHook(() => useCodePreferences(), { wrapper: CodePreferencesProvider });
    expect(result.current.codeVariant).toBe('JS');
    act(() => result.current.setCodeStyling('tailwind'));
    expect(result.current.codeStyling).toBe('tailwind');
    expect(getCookie('codeStyling')).toBe('tailwind');
  });

  it('prefers the URL hash to the cookie', () => {
    document.cookie = 'codeVariant=JS; path=/';
    window.location.hash = '#basic-buttons.tsx';
    const { result } = renderHook(() => useCodePreferences(), { wrapper: CodePreferencesProvider });
    expect(result.current.codeVariant).toBe('TS');
  });

  it('ignores a corrupt cookie', () => {
    document.cookie = 'codeVariant=Python; path=/';
    const { result } = renderHook(() => useCodePreferences(), { wrapper: CodePreferencesProvider });
    expect(result.current.codeVariant).toBe('TS');
  });
});

describe('ApiDisplayProvider', () => {
  it('uses a saved layout, ignores a deselect and saves a choice', () => {
    window.localStorage.setItem('apiPage_props', 'table');
    const { result } = renderHook(() => useApiDisplay('props'), { wrapper: ApiDisplayProvider });
    expect(result.current[0]).toBe('table');
    act(() => result.current[1](null));
    expect(result.current[0]).toBe('table');
    act(() => result.current[1]('collapsed'));
    expect(result.current[0]).toBe('collapsed');
    expect(window.localStorage.getItem('apiPage_props')).toBe('collapsed');
  });
});

describe('UserLanguageProvider', () => {
  it('translates the shell in zh', () => {
    const { result } = renderHook(() => useTranslate(), {
      wrapper: ({ children }) => (
        <UserLanguageProvider language="zh">{children}</UserLanguageProvider>
      ),
    });
    expect(result.current('shell.settings')).toBe('设置');
  });

  it('falls back to English for an unknown language with the missing-language error', () => {
    const errors: string[] = [];
    const spy = jest
      .spyOn(console, 'error')
      .mockImplementation((message: string) => errors.push(message));
    const { result } = renderHook(() => useTranslate(), {
      wrapper: ({ children }) => (
        <UserLanguageProvider language="xx">{children}</UserLanguageProvider>
      ),
    });
    spy.mockRestore();
    // An unrecognised language is not a supported one: the page language becomes English.
    expect(result.current('shell.settings')).toBe('Settings');
    expect(errors).toEqual([]);
  });
});

describe('ThemeStateProvider', () => {
  beforeAll(() => {
    // jsdom has no media queries: the operating system prefers light.
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });

  it('restores saved preferences, ignores corrupt ones, and persists changes', () => {
    window.localStorage.setItem('mui-direction', 'sideways');
    window.localStorage.setItem('mui-spacing', '12');
    window.localStorage.setItem('mui-dense', 'true');
    const seen: { current: ReturnType<typeof useThemeState> | null } = { current: null };
    function Probe() {
      seen.current = useThemeState();
      return null;
    }
    render(
      <ThemeStateProvider>
        <Probe />
      </ThemeStateProvider>,
    );
    expect(seen.current?.state.direction).toBe('ltr');
    expect(seen.current?.state.spacing).toBe(12);
    expect(seen.current?.state.dense).toBe(true);
    act(() => seen.current?.dispatch({ type: 'CHANGE', payload: { direction: 'rtl' } }));
    expect(window.localStorage.getItem('mui-direction')).toBe('rtl');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    act(() => seen.current?.dispatch({ type: 'RESET_DENSITY' }));
    expect(window.localStorage.getItem('mui-spacing')).toBe('8');
    expect(document.documentElement.hasAttribute('data-dense')).toBe(false);
    silenceErrors(() => {
      expect(() => act(() => seen.current?.dispatch({ type: 'NOPE' } as never))).toThrow(
        'Unrecognized theme action: NOPE',
      );
    });
  });
});
