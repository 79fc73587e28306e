/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { UserLanguageProvider } from '@/providers/UserLanguageProvider';
// Loaded as a Chinese page's route file loads it.
import '@/providers/languages/zh';
import { getCookie, setCookie } from '@/providers/cookieStore';
import PageErrorBoundary from './PageErrorBoundary';

function Thrower({ fail }: { fail: boolean }) {
  if (fail) {
    throw new Error('theme.palette is undefined');
  }
  return <p>Page content</p>;
}

function renderPage(language: string, resetKey: string, fail: boolean, reload = jest.fn()) {
  return render(
    <UserLanguageProvider language={language}>
      <nav>Navigation</nav>
      <PageErrorBoundary resetKey={resetKey} reload={reload}>
        <Thrower fail={fail} />
      </PageErrorBoundary>
    </UserLanguageProvider>,
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React reports the caught error on the console; the test reads what the visitor sees.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('PageErrorBoundary', () => {
  it('keeps the rest of the shell and says what happened, with a reset', () => {
    renderPage('en', '/a/', true);
    expect(screen.getByText('Navigation')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown');
    expect(screen.getByRole('alert').textContent).toContain('theme.palette is undefined');
    expect(screen.getByRole('button', { name: 'Reset preferences' })).toBeTruthy();
  });

  it('Reset preferences forgets our stored values and MUI’s, then reloads', () => {
    window.localStorage.setItem('mui-mode', 'x');
    window.localStorage.setItem('mui-color-scheme-light', 'x');
    window.localStorage.setItem('mui-spacing', '12');
    window.localStorage.setItem('apiPage_props', 'table');
    window.localStorage.setItem('not-ours', 'kept');
    setCookie('codeVariant', 'JS');
    const reload = jest.fn();
    renderPage('en', '/a/', true, reload);
    fireEvent.click(screen.getByRole('button', { name: 'Reset preferences' }));
    for (const key of ['mui-mode', 'mui-color-scheme-light', 'mui-spacing', 'apiPage_props']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(window.localStorage.getItem('not-ours')).toBe('kept');
    expect(getCookie('codeVariant')).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is translated on Chinese pages', () => {
    renderPage('zh', '/zh/a/', true);
    expect(screen.getByRole('alert').textContent).toContain('无法显示此页面');
    expect(screen.getByRole('button', { name: '重置偏好设置' })).toBeTruthy();
  });

  it('shows the next page again after a navigation', () => {
    const { rerender } = renderPage('en', '/a/', true);
    rerender(
      <UserLanguageProvider language="en">
        <PageErrorBoundary resetKey="/b/">
          <Thrower fail={false} />
        </PageErrorBoundary>
      </UserLanguageProvider>,
    );
    expect(screen.getByText('Page content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
