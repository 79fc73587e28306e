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

/**
 * In emotion's fast mode, which production builds use (`insertRule` instead of text nodes), a
 * `<style>` element takes 65,000 rules before the next one starts (docs/product-rules.md#design-constants).
 * The site does not set it: emotion's sheet has the number built in, so this holds the installed
 * version to it, for both of the site's caches.
 */
const RULES_PER_STYLE_ELEMENT = 65_000;

describe('style insertion in fast mode (docs/product-rules.md#design-constants, docs/upgrading.md#library-defaults-the-site-relies-on)', () => {
  it.each([
    ['left-to-right', createLtrEmotionCache],
    ['right-to-left', createRtlEmotionCache],
  ])('the %s cache starts a new <style> element every 65,000 rules', (_, createCache) => {
    const cache = createCache();
    // What a production build's sheet is; the test environment inserts text nodes instead.
    cache.sheet.isSpeedy = true;
    try {
      for (let rule = 0; rule < RULES_PER_STYLE_ELEMENT; rule += 1) {
        cache.sheet.insert(`.r${rule}{order:1}`);
      }
      expect(cache.sheet.tags).toHaveLength(1);
      expect(cache.sheet.tags[0].sheet?.cssRules).toHaveLength(RULES_PER_STYLE_ELEMENT);
      cache.sheet.insert('.next{order:2}');
      expect(cache.sheet.tags).toHaveLength(2);
    } finally {
      cache.sheet.flush();
    }
  });
});
