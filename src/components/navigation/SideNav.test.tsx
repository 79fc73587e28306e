/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
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
});
