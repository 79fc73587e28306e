/** The server render (no window): the tree comes from pages/_document.tsx, through the provider. */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { navigationAssetUrl, type NavigationRef } from '@/core/navigationAsset';
import type { NavEntry } from '@/core/navigationTypes';
import { NavigationTreeProvider, useNavigationTree } from './NavigationTreeProvider';

const TREE: NavEntry[] = [
  { pathname: '/joy-ui/getting-started/installation', title: 'Installation' },
  { pathname: '/joy-ui/react-button', title: 'Button' },
];

function Titles({ reference }: { reference: NavigationRef | null }) {
  const tree = useNavigationTree(reference);
  return <p>{tree.map((entry) => entry.title).join(', ')}</p>;
}

describe('NavigationTreeProvider on the server', () => {
  const url = navigationAssetUrl('joy-ui', '5555555555555555');

  it('renders the tree the document hands in', () => {
    const html = renderToString(
      <NavigationTreeProvider serverTree={TREE}>
        <Titles reference={{ area: 'joy-ui', url }} />
      </NavigationTreeProvider>,
    );
    expect(html).toContain('Installation, Button');
  });

  it('fails with the file to look at when the document handed in none', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderToString(
        <NavigationTreeProvider serverTree={null}>
          <Titles reference={{ area: 'joy-ui', url }} />
        </NavigationTreeProvider>,
      ),
    ).toThrow(/pages\/_document\.tsx provides it/);
    logged.mockRestore();
  });
});
