/**
 * @jest-environment jsdom
 */
/** The badges of a navigation entry read as docs/product-rules.md#side-navigation names them. */
import * as React from 'react';
import { render } from '@testing-library/react';
import type { NavEntry } from '@/core/navigationTypes';
import { UserLanguageProvider } from '@/providers/UserLanguageProvider';
import NavBadges from './NavBadges';

function badgesOf(entry: NavEntry): string[] {
  const { container } = render(
    <UserLanguageProvider language="en">
      <NavBadges entry={entry} />
    </UserLanguageProvider>,
  );
  return [...container.querySelectorAll('.nav-badge')].map((badge) => badge.textContent ?? '');
}

describe('NavBadges', () => {
  it.each<[string, Partial<NavEntry>, string[]]>([
    ['a new entry', { newFeature: true }, ['New']],
    ['a planned entry', { planned: true }, ['Planned']],
    ['an unstable entry', { unstable: true }, ['Unstable']],
    ['a legacy entry', { legacy: true }, ['Legacy']],
    ['a Pro entry', { plan: 'pro' }, ['Pro']],
    ['a Premium entry', { plan: 'premium' }, ['Premium']],
    ['an entry without flags', {}, []],
  ])('marks %s', (_, flags, expected) => {
    expect(badgesOf({ pathname: '/material-ui/react-x', ...flags })).toEqual(expected);
  });

  it('shows several badges in their documented order', () => {
    expect(
      badgesOf({
        pathname: '/x/react-data-grid/x',
        plan: 'premium',
        legacy: true,
        unstable: true,
        planned: true,
        newFeature: true,
      }),
    ).toEqual(['New', 'Planned', 'Unstable', 'Legacy', 'Premium']);
  });
});
