/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { useSystemDark } from './useSystemDark';

type Listener = () => void;

/** A matchMedia whose dark-scheme answer the test sets, telling its listeners. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<Listener>();
  const list = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => list) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

function Probe() {
  return <p>{useSystemDark() ? 'dark' : 'light'}</p>;
}

describe('useSystemDark', () => {
  it('reads the system scheme after mounting, then follows its changes, and stops listening on unmount', () => {
    const scheme = fakeSystemScheme(true);
    const view = render(<Probe />);
    expect(screen.getByText('dark')).toBeInTheDocument();
    act(() => scheme.set(false));
    expect(screen.getByText('light')).toBeInTheDocument();
    view.unmount();
    expect(scheme.listeners.size).toBe(0);
  });

  it('is light where the browser has no matchMedia', () => {
    const original = window.matchMedia;
    // @ts-expect-error: a browser without matchMedia
    delete window.matchMedia;
    try {
      render(<Probe />);
      expect(screen.getByText('light')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
