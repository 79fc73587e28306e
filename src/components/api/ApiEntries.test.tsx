/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
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

function renderEntries(saved: string) {
  window.localStorage.setItem('apiPage_props', saved);
  return render(
    <UserLanguageProvider language="en">
      <ApiDisplayProvider>
        <ApiEntries section="props" entries={ENTRIES} />
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
