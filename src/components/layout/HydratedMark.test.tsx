/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { HYDRATED_ATTRIBUTE } from '@/core/pageMarks';
import HydratedMark from './HydratedMark';

describe('HydratedMark', () => {
  it('marks <html> once mounted, and renders nothing', () => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    const { container } = render(<HydratedMark />);
    expect(container).toBeEmptyDOMElement();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });
});
