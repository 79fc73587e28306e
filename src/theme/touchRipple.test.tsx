/**
 * @jest-environment jsdom
 */
/**
 * The touch ripple lasts 550 ms (docs/product-rules.md#design-constants). The site does not set it:
 * MUI's ripple has the duration built in, so this holds the installed version to it, as the
 * ripple runs under the site's theme: its animation in the styles it inserts, and how long a
 * released ripple stays in the page.
 */
import * as React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import ButtonBase from '@mui/material/ButtonBase';
import { ThemeProvider } from '@mui/material/styles';
import { TOUCH_RIPPLE_DURATION } from './brandingTokens';
import { createDocsTheme } from './docsTheme';
import { createLtrEmotionCache } from './emotionCache';

function renderButton(): { button: HTMLElement; rules: string[] } {
  const cache = createLtrEmotionCache();
  const rules: string[] = [];
  cache.sheet.insert = (rule: string) => {
    rules.push(rule);
  };
  const { getByRole } = render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createDocsTheme({}, 'ltr')}>
        <ButtonBase>Ripple</ButtonBase>
      </ThemeProvider>
    </CacheProvider>,
  );
  return { button: getByRole('button'), rules };
}

/** The `animation-duration` of the first inserted rule whose selector ends with `.<className>`. */
function animationDuration(rules: readonly string[], className: string): string | null {
  const rule = rules.find((text) => new RegExp(`\\.${className}\\s*\\{`).test(text));
  return rule ? (/animation-duration:\s*([^;]+);/.exec(rule)?.[1] ?? null) : null;
}

describe('the touch ripple (docs/product-rules.md#design-constants, docs/upgrading.md#library-defaults-the-site-relies-on)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is 550 ms', () => {
    expect(TOUCH_RIPPLE_DURATION).toBe(550);
  });

  it('grows and fades over 550 ms under the site theme', () => {
    const { button, rules } = renderButton();
    act(() => {
      fireEvent.mouseDown(button, { clientX: 4, clientY: 4 });
    });
    expect(button.querySelector('.MuiTouchRipple-ripple')).not.toBeNull();
    expect(animationDuration(rules, 'MuiTouchRipple-rippleVisible')).toBe(
      `${TOUCH_RIPPLE_DURATION}ms`,
    );
    expect(animationDuration(rules, 'MuiTouchRipple-childLeaving')).toBe(
      `${TOUCH_RIPPLE_DURATION}ms`,
    );
  });

  it('leaves the page 550 ms after the pointer is released', () => {
    const { button } = renderButton();
    act(() => {
      fireEvent.mouseDown(button, { clientX: 4, clientY: 4 });
    });
    act(() => {
      fireEvent.mouseUp(button);
    });
    act(() => {
      jest.advanceTimersByTime(TOUCH_RIPPLE_DURATION - 1);
    });
    expect(button.querySelector('.MuiTouchRipple-ripple')).not.toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(button.querySelector('.MuiTouchRipple-ripple')).toBeNull();
  });
});
