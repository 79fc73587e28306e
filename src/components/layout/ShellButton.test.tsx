/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import ShellButton from './ShellButton';

describe('ShellButton', () => {
  it('applies sx and its variant as styles, and writes none of them as attributes', () => {
    render(
      <ShellButton variant="outlined" size="small" sx={{ marginInlineStart: '13px' }}>
        Copy
      </ShellButton>,
    );
    const button = screen.getByRole('button', { name: 'Copy' });
    for (const name of ['sx', 'variant', 'size', 'ownerState', 'theme']) {
      expect(button.hasAttribute(name)).toBe(false);
    }
    expect(getComputedStyle(button).marginInlineStart).toBe('13px');
  });
});
