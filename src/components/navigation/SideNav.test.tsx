/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { TextEncoder } from 'node:util';
import { NAV_LIST_WINDOW } from '@/core/navigationWindow';
import type { NavEntry } from '@/core/navigationTypes';
import { UserLanguageProvider } from '@/providers/UserLanguageProvider';
import SideNav from './SideNav';

const TREE: NavEntry[] = [
  {
    pathname: '/joy-ui/getting-started',
    title: 'Getting started',
    children: [
      { pathname: '/joy-ui/getting-started/overview', title: 'Overview' },
      { pathname: '/joy-ui/getting-started/installation', title: 'Installation' },
    ],
  },
  {
    pathname: '/joy-ui/components',
    title: 'Components',
    children: [
      {
        pathname: '/joy-ui/components/inputs',
        title: 'Inputs',
        subheader: 'inputs',
        children: [{ pathname: '/joy-ui/react-button', title: 'Button' }],
      },
    ],
  },
  {
    pathname: '/joy-ui/customization',
    title: 'Customization',
    children: [{ pathname: '/joy-ui/customization/theme', title: 'Theme' }],
  },
];

function nav(activePath: string) {
  return (
    <UserLanguageProvider language="en">
      <SideNav entries={TREE} activePath={activePath} />
    </UserLanguageProvider>
  );
}

describe('SideNav', () => {
  it('renders the open groups’ entries, and only the headings of closed ones', () => {
    const html = render(nav('/joy-ui/react-button')).container.innerHTML;
    expect(html).toMatch(/href="\/joy-ui\/react-button\/?"/);
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('Getting started');
    expect(html).toContain('Customization');
    expect(html).not.toContain('/joy-ui/customization/theme');
    expect(html).not.toContain('/joy-ui/getting-started/installation');
  });

  it('opens the first group of a page outside the tree', () => {
    const html = render(nav('/joy-ui')).container.innerHTML;
    expect(html).toMatch(/href="\/joy-ui\/getting-started\/installation\/?"/);
    expect(html).not.toContain('/joy-ui/react-button');
  });

  it('renders a closed group’s entries when it first opens, and keeps them when it closes', () => {
    render(nav('/joy-ui/react-button'));
    const group = screen.getByRole('button', { name: /Customization/ });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('a[href^="/joy-ui/customization/theme"]')).toBeNull();
    const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();

    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('a[href^="/joy-ui/customization/theme"]')).not.toBeNull();

    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('a[href^="/joy-ui/customization/theme"]')).not.toBeNull();
  });

  describe('a list longer than the window', () => {
    const LONG: NavEntry[] = [
      {
        pathname: '/base-ui/guides',
        title: 'Guides',
        children: Array.from({ length: 200 }, (_, index) => ({
          pathname: `/base-ui/guides/page-${index}`,
          title: `Page ${index}`,
        })),
      },
    ];
    const longNav = (
      <UserLanguageProvider language="en">
        <SideNav entries={LONG} activePath="/base-ui/guides/page-150" />
      </UserLanguageProvider>
    );
    const links = (root: ParentNode) => root.querySelectorAll('a.nav-leaf').length;

    it('is in the page’s HTML around the current page, and whole once the page hydrates', async () => {
      // The server's render: jsdom resolves react-dom/server to its browser build, which needs
      // TextEncoder (a global in browsers and Node, not in jsdom).
      Object.assign(globalThis, { TextEncoder });
      const { renderToString } = await import('react-dom/server');
      const html = renderToString(longNav);
      const container = document.createElement('div');
      container.innerHTML = html;
      expect(links(container)).toBe(NAV_LIST_WINDOW);
      expect(container.querySelector('a[aria-current="page"]')?.textContent).toBe('Page 150');
      expect(html).not.toContain('/base-ui/guides/page-0/');

      document.body.appendChild(container);
      const errors: unknown[] = [];
      const root = await act(async () =>
        hydrateRoot(container, longNav, { onRecoverableError: (error) => errors.push(error) }),
      );
      expect(errors).toEqual([]);
      expect(links(container)).toBe(200);
      expect(container.querySelector('a[aria-current="page"]')?.textContent).toBe('Page 150');
      act(() => root.unmount());
      container.remove();
    });

    it('is whole when rendered in the browser after hydration (a drawer, a group opened later)', () => {
      const { container } = render(longNav);
      expect(links(container)).toBe(200);
    });
  });
});
