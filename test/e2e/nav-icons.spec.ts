/**
 * Navigation icons (docs/authoring.md#a-navigation-entry): every entry of an area's tree that names an
 * `icon` has it drawn beside its title in the side navigation, and no other entry has one.
 */
import type { NavEntry } from '../../src/core/navigationTypes';
import baseUi from '../../data/base-ui/pages';
import joyUi from '../../data/joy-ui/pages';
import materialUi from '../../data/material-ui/pages';
import system from '../../data/system/pages';
import x from '../../data/x/pages';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/site';

/** The icon names of a tree's entries, in tree order. */
function iconsOf(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.icon === undefined ? [] : [entry.icon]),
    ...iconsOf(entry.children ?? []),
  ]);
}

const AREAS: [string, NavEntry[]][] = [
  ['/material-ui/', materialUi],
  ['/joy-ui/', joyUi],
  ['/base-ui/', baseUi],
  ['/system/', system],
  ['/x/', x],
];

for (const [landing, tree] of AREAS) {
  test(`the side navigation of ${landing} draws the icon of every entry that names one`, async ({
    page,
  }) => {
    const expected = iconsOf(tree);
    expect(expected.length, 'the tree names icons').toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(landing);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation', exact: true });
    const drawn = nav.locator('svg[data-nav-icon]');
    await expect(drawn).toHaveCount(expected.length);
    expect(
      await drawn.evaluateAll((icons) => icons.map((icon) => icon.getAttribute('data-nav-icon'))),
    ).toEqual(expected);
    // Each is a drawn icon, not an empty element.
    for (const icon of await drawn.all()) {
      expect(await icon.locator('path').count()).toBeGreaterThan(0);
    }
  });
}
