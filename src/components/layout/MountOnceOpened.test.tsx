/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import Router from 'next/router';
import MountOnceOpened from './MountOnceOpened';

function completeNavigation(): void {
  act(() => Router.events.emit('routeChangeComplete', '/next/', { shallow: false }));
}

function renderMenu(open: boolean) {
  return (
    <MountOnceOpened open={open}>
      <p>menu</p>
    </MountOnceOpened>
  );
}

describe('MountOnceOpened', () => {
  it('mounts nothing until first opened, then keeps the children after closing', () => {
    const { rerender } = render(renderMenu(false));
    expect(screen.queryByText('menu')).toBeNull();
    rerender(renderMenu(true));
    expect(screen.getByText('menu')).toBeInTheDocument();
    rerender(renderMenu(false));
    expect(screen.getByText('menu')).toBeInTheDocument();
  });

  it('drops closed children once a navigation completes, and mounts them again when reopened', () => {
    const { rerender } = render(renderMenu(true));
    rerender(renderMenu(false));
    completeNavigation();
    expect(screen.queryByText('menu')).toBeNull();
    rerender(renderMenu(true));
    expect(screen.getByText('menu')).toBeInTheDocument();
  });

  it('keeps open children through a navigation', () => {
    render(renderMenu(true));
    completeNavigation();
    expect(screen.getByText('menu')).toBeInTheDocument();
  });
});
