/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { useThemeState, ThemeStateProvider } from './ThemeStateProvider';
import { useCodePreferences, CodePreferencesProvider } from './CodePreferencesProvider';
import { useApiDisplay, ApiDisplayProvider } from './ApiDisplayProvider';
import { useSetUserLanguage, useTranslate, UserLanguageProvider } from './UserLanguageProvider';
import { loadTranslations, loadedTranslations } from './translationResources';
import { getCookie } from './cookieStore';
import { preferLightScheme } from '@/testing/preferLightScheme';

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
  ])('%s throws the documented error', (_name, hook) => {
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

  it('draws a section without a saved layout once per document: a later provider shows the same', () => {
    window.localStorage.clear();
    // Every call draws another layout: collapsed, expanded, table, collapsed, ...
    let calls = 0;
    const random = jest
      .spyOn(Math, 'random')
      .mockImplementation(() => [0.1, 0.5, 0.9][calls++ % 3]);
    try {
      const first = renderHook(() => useApiDisplay('slots'), { wrapper: ApiDisplayProvider });
      const shown = first.result.current[0];
      first.unmount();
      // The next API page, after a client-side navigation.
      const next = renderHook(() => useApiDisplay('slots'), { wrapper: ApiDisplayProvider });
      expect(next.result.current[0]).toBe(shown);
    } finally {
      random.mockRestore();
    }
  });
});

describe('UserLanguageProvider', () => {
  // First in this file: no route file of a Chinese page has been imported yet.
  it('has only English until another language is chosen, then loads and shows it', async () => {
    expect(Object.keys(loadedTranslations())).toEqual(['en']);
    const { result } = renderHook(
      () => ({ t: useTranslate(), setLanguage: useSetUserLanguage() }),
      {
        wrapper: ({ children }) => (
          <UserLanguageProvider language="en">{children}</UserLanguageProvider>
        ),
      },
    );
    expect(result.current.t('shell.settings')).toBe('Settings');
    await act(async () => {
      result.current.setLanguage('zh');
      await loadTranslations('zh');
    });
    expect(result.current.t('shell.settings')).toBe('设置');
  });

  it('translates the shell in zh once its strings are loaded (a Chinese route file imports them)', async () => {
    await import('./languages/zh');
    const { result } = renderHook(() => useTranslate(), {
      wrapper: ({ children }) => (
        <UserLanguageProvider language="zh">{children}</UserLanguageProvider>
      ),
    });
    expect(result.current('shell.settings')).toBe('设置');
  });

  function captureErrors(): { errors: string[]; restore: () => void } {
    const errors: string[] = [];
    const spy = jest
      .spyOn(console, 'error')
      .mockImplementation((message: unknown) => errors.push(String(message)));
    return { errors, restore: () => spy.mockRestore() };
  }

  it('shows … and logs the missing-language error for a language whose resources are missing', () => {
    const { errors, restore } = captureErrors();
    const { result } = renderHook(() => useTranslate(), {
      wrapper: ({ children }) => (
        <UserLanguageProvider language="zh" resources={{ en: loadedTranslations().en }}>
          {children}
        </UserLanguageProvider>
      ),
    });
    const texts = [result.current('shell.settings'), result.current('shell.search')];
    restore();
    expect(texts).toEqual(['…', '…']);
    expect(errors).toEqual(['Missing language: zh']);
  });

  it('treats a two-letter language without a translation file as a missing language', () => {
    const { errors, restore } = captureErrors();
    const { result } = renderHook(() => useTranslate(), {
      wrapper: ({ children }) => (
        <UserLanguageProvider language="fr">{children}</UserLanguageProvider>
      ),
    });
    const text = result.current('shell.settings');
    restore();
    expect(text).toBe('…');
    expect(errors).toEqual(['Missing language: fr']);
  });

  it('logs a missing translation once per language and key for the whole visit', async () => {
    const { errors, restore } = captureErrors();
    const { result } = renderHook(
      () => ({ t: useTranslate(), setLanguage: useSetUserLanguage() }),
      {
        wrapper: ({ children }) => (
          <UserLanguageProvider language="en">{children}</UserLanguageProvider>
        ),
      },
    );
    const choose = (language: 'en' | 'zh') =>
      act(async () => {
        result.current.setLanguage(language);
        await loadTranslations(language);
      });
    result.current.t('nowhere.key');
    // Language switches create new translators; the log outlives them.
    await choose('zh');
    result.current.t('nowhere.key');
    await choose('en');
    result.current.t('nowhere.key');
    await choose('zh');
    result.current.t('nowhere.key');
    restore();
    expect(errors).toEqual([
      'Missing translation for en:nowhere.key',
      'Missing translation for zh:nowhere.key',
    ]);
  });
});

describe('ThemeStateProvider', () => {
  beforeAll(() => {
    preferLightScheme();
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
    expect(document.documentElement.getAttribute('data-dense')).toBe('false');
    silenceErrors(() => {
      expect(() => act(() => seen.current?.dispatch({ type: 'NOPE' } as never))).toThrow(
        'Unrecognized theme action: NOPE',
      );
    });
  });
});
