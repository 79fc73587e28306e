/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import ShellButton from './ShellButton';

describe('ShellButton', () => {
  it('is a native button that writes its variant as classes, not as attributes', () => {
    render(
      <ShellButton variant="outlined" size="small" className="extra">
        Copy
      </ShellButton>,
    );
    const button = screen.getByRole('button', { name: 'Copy' });
    for (const name of ['variant', 'size']) {
      expect(button.hasAttribute(name)).toBe(false);
    }
    expect(button.classList).toContain('extra');
    expect(button.classList.length).toBeGreaterThan(1);
  });
});
