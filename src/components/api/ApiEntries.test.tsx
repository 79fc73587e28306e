/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiDisplayProvider } from '@/providers/ApiDisplayProvider';
import { UserLanguageProvider } from '@/providers/UserLanguageProvider';
import ApiEntries, { type ApiEntry } from './ApiEntries';

const ENTRIES: ApiEntry[] = ['children', 'color', 'variant'].map((name) => ({
  id: `prop-${name}`,
  name,
  facts: [{ label: 'Type', value: 'string' }],
  descriptionHtml: `<p>The ${name}.</p>`,
}));

let scrolled: Element[];

beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  window.localStorage.clear();
  window.history.replaceState(null, '', '/material-ui/api/button/#prop-variant');
});

function renderEntries(saved: string, entries = ENTRIES) {
  window.localStorage.setItem('apiPage_props', saved);
  return render(
    <UserLanguageProvider language="en">
      <ApiDisplayProvider>
        <ApiEntries section="props" entries={entries} />
      </ApiDisplayProvider>
    </UserLanguageProvider>,
  );
}

describe('a deep link to #prop-<name>', () => {
  it('opens the collapsed entry and scrolls to it', () => {
    const { container } = renderEntries('collapsed');
    const target = container.querySelector('#prop-variant') as HTMLElement;
    expect(target.querySelector('details')).toHaveProperty('open', true);
    expect(container.querySelector('#prop-color details')).toHaveProperty('open', false);
    expect(scrolled.at(-1)).toBe(target);
  });

  it.each(['expanded', 'table'])('scrolls to the entry in the %s layout', (layout) => {
    const { container } = renderEntries(layout);
    const target = container.querySelector('#prop-variant') as HTMLElement;
    expect(target.tagName).toBe(layout === 'table' ? 'TR' : 'LI');
    expect(scrolled.at(-1)).toBe(target);
  });

  it('follows a later change of the hash', () => {
    const { container } = renderEntries('collapsed');
    act(() => {
      window.history.replaceState(null, '', '#prop-color');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(container.querySelector('#prop-color details')).toHaveProperty('open', true);
    expect(scrolled.at(-1)).toBe(container.querySelector('#prop-color'));
  });

  it('ignores a hash that names no entry, or a malformed one', () => {
    window.history.replaceState(null, '', '#prop-nothing');
    renderEntries('collapsed');
    window.history.replaceState(null, '', '#%E0%A4%A');
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(scrolled).toEqual([]);
  });
});

describe('the table layout', () => {
  it('sits in a focusable region that scrolls sideways', () => {
    renderEntries('table');
    const region = screen.getByRole('region', { name: 'Props table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
    // Its style (ApiEntries.module.css: overflow-x auto) is static CSS, which jsdom does not
    // load; the layout gate checks in Chromium that no page scrolls sideways.
    expect(region).toHaveClass('api-table-scroll');
  });
});

describe('a long fact in the table layout', () => {
  const LONG_TYPE =
    "'inherit' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning'";
  const entries: ApiEntry[] = [
    { ...ENTRIES[0] },
    { ...ENTRIES[1], facts: [{ label: 'Type', value: LONG_TYPE }] },
  ];
  // jsdom lays nothing out: a fact's text is as tall as its length says, its folded box two lines.
  const LINE = 20;
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function height(
      this: HTMLElement,
    ) {
      return Math.ceil((this.textContent ?? '').length / 30) * LINE;
    });
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function height(
      this: HTMLElement,
    ) {
      return Math.min(this.scrollHeight, 2 * LINE);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('is folded to two lines with a Show more button that unfolds and folds it again', () => {
    renderEntries('table', entries);
    const table = screen.getByRole('table');
    // The short type fits: no button beside it.
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    const code = within(table).getByText(LONG_TYPE);
    expect(code).toHaveClass('folded');
    const button = within(table).getByRole('button', { name: 'Show more: type of color' });
    expect(button).toHaveTextContent('Show more');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', code.id);
    fireEvent.click(button);
    expect(code).not.toHaveClass('folded');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Show less: type of color');
    fireEvent.click(button);
    expect(code).toHaveClass('folded');
  });

  it('measures again when the table is resized: laid out hidden first, then shown', () => {
    let laidOut = false;
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function height(
      this: HTMLElement,
    ) {
      return laidOut ? Math.min(this.scrollHeight, 2 * LINE) : 0;
    });
    const original = jest
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .getMockImplementation();
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function height(
      this: HTMLElement,
    ) {
      return laidOut && original ? original.call(this) : 0;
    });
    const resized: (() => void)[] = [];
    const standIn = class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      disconnect() {}
    };
    Object.assign(window, { ResizeObserver: standIn });
    try {
      renderEntries('table', entries);
      expect(screen.queryByRole('button', { name: 'Show more: type of color' })).toBeNull();
      laidOut = true;
      act(() => resized.forEach((callback) => callback()));
      fireEvent.click(screen.getByRole('button', { name: 'Show more: type of color' }));
      // Unfolded, nothing is cut off, and the button stays to fold it again.
      act(() => resized.forEach((callback) => callback()));
      expect(screen.getByRole('button', { name: 'Show less: type of color' })).toBeInTheDocument();
    } finally {
      Object.assign(window, { ResizeObserver: undefined });
    }
  });

  it('the expanded list shows the whole fact, with no button', () => {
    renderEntries('expanded', entries);
    expect(screen.getByText(LONG_TYPE)).not.toHaveClass('folded');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
