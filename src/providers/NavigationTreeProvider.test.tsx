/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import {
  NAVIGATION_GLOBAL,
  navigationAssetUrl,
  navigationScript,
  type NavigationRef,
} from '@/core/navigationAsset';
import type { NavEntry } from '@/core/navigationTypes';
import { useNavigationTree } from './NavigationTreeProvider';

const TREE: NavEntry[] = [
  { pathname: '/joy-ui/getting-started/installation', title: 'Installation' },
  { pathname: '/joy-ui/react-button', title: 'Button' },
];

function Titles({ reference }: { reference: NavigationRef | null }) {
  const tree = useNavigationTree(reference);
  return <p>{tree.map((entry) => entry.title).join(', ') || 'no navigation'}</p>;
}

function show(reference: NavigationRef | null) {
  return render(
    <React.Suspense fallback={<p>waiting</p>}>
      <Titles reference={reference} />
    </React.Suspense>,
  );
}

/** Runs a navigation file's script as the browser would once it arrives, and reports its load. */
function arrive(url: string, tree: NavEntry[] | null, event: 'load' | 'error' = 'load') {
  const script = document.head.querySelector(`script[src="${url}"]`);
  expect(script).not.toBeNull();
  if (tree !== null) {
    new Function('self', navigationScript(url, tree))(window);
  }
  script?.dispatchEvent(new Event(event));
}

afterEach(() => {
  Reflect.deleteProperty(window, NAVIGATION_GLOBAL);
  document.head.innerHTML = '';
});

describe('useNavigationTree', () => {
  it('reads the tree a page’s navigation script defined before it hydrates', () => {
    const url = navigationAssetUrl('joy-ui', '1111111111111111');
    new Function('self', navigationScript(url, TREE))(window);
    show({ area: 'joy-ui', url });
    expect(screen.getByText('Installation, Button')).toBeTruthy();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('takes the tree a reference carries (next dev), and nothing for a page without one', () => {
    show({ area: 'joy-ui', url: navigationAssetUrl('joy-ui', '2222222222222222'), tree: TREE });
    expect(screen.getByText('Installation, Button')).toBeTruthy();
    show(null);
    expect(screen.getByText('no navigation')).toBeTruthy();
  });

  it('loads the script of a tree not here yet, once, and shows the page when it has run', async () => {
    const url = navigationAssetUrl('joy-ui', '3333333333333333');
    show({ area: 'joy-ui', url });
    show({ area: 'joy-ui', url });
    expect(screen.getAllByText('waiting')).toHaveLength(2);
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
    await act(async () => arrive(url, TREE));
    expect(screen.getAllByText('Installation, Button')).toHaveLength(2);
  });

  it('shows the page without navigation, and says why, when the script cannot load', async () => {
    const url = navigationAssetUrl('joy-ui', '4444444444444444');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    show({ area: 'joy-ui', url });
    await act(async () => arrive(url, null, 'error'));
    expect(screen.getByText('no navigation')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`${url} could not be loaded`));
    logged.mockRestore();
  });
});
