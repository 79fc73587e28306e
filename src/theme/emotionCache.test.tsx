/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { createDocsTheme } from './docsTheme';
import { createLtrEmotionCache } from './emotionCache';
import { createRtlEmotionCache } from './rtlEmotionCache';

function cssOf(direction: 'ltr' | 'rtl'): string {
  const cache = direction === 'ltr' ? createLtrEmotionCache() : createRtlEmotionCache();
  const rules: string[] = [];
  cache.sheet.insert = (rule: string) => {
    rules.push(rule);
  };
  render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createDocsTheme({}, direction)}>
        <Box sx={{ mx: -2, mt: -1.5, mb: 1 }}>negative spacing</Box>
      </ThemeProvider>
    </CacheProvider>,
  );
  return rules.join('\n');
}

describe('the emotion caches with the site theme', () => {
  it.each(['ltr', 'rtl'] as const)('write a negative sx spacing as valid CSS (%s)', (direction) => {
    const css = cssOf(direction);
    expect(css).not.toContain('-calc(');
    expect(css).toContain('margin-top:calc(-1 * (1.5 * var(--docs-spacing, 8px)))');
    expect(css).toContain('margin-left:calc(-1 * (2 * var(--docs-spacing, 8px)))');
    expect(css).toContain('margin-bottom:calc(1 * var(--docs-spacing, 8px))');
  });
});
