import createEmotionServer from '@emotion/server/create-instance';
import { createLtrEmotionCache } from './emotionCache';
import { renderThemeStyles } from './renderThemeStyles';

/**
 * The style elements a page's document writes for `html`, in its order: the server extraction
 * set up first (it has emotion record global styles in the cache), then the theme's styles.
 */
function pageStyles(html: string) {
  const cache = createLtrEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  renderThemeStyles(cache);
  return extractCriticalToChunks(html).styles;
}

describe('renderThemeStyles', () => {
  it('gives every page the same theme styles as the first, variables and baseline included', () => {
    const first = pageStyles('<main>first</main>');
    const css = first.map((style) => style.css).join('');
    expect(css).toContain('--mui-palette-primary-main');
    expect(css).toContain('[data-mui-color-scheme="dark"]');
    expect(css).toContain('box-sizing');
    for (const html of ['<main>second</main>', '<main>third</main>']) {
      expect(pageStyles(html)).toEqual(first);
    }
  });

  it('refuses a cache that already holds styles', () => {
    const cache = createLtrEmotionCache();
    createEmotionServer(cache);
    renderThemeStyles(cache);
    expect(() => renderThemeStyles(cache)).toThrow(/already holds styles/);
  });
});
