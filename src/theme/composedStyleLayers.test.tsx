import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { createLtrEmotionCache } from './emotionCache';
import { composedLayerIds } from './composedStyleLayers';

/** Renders `element` as a page's server render does, and what its document would list. */
function serverRender(element: React.ReactElement) {
  const cache = createLtrEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  const rules = extractCriticalToChunks(html).styles.find((style) => style.key === cache.key);
  return { cache, html, usedIds: rules?.ids ?? [] };
}

describe('composedLayerIds (docs/upgrading.md#emotions-style-elements)', () => {
  it("finds a Material Button's outer layer: inserted, in no element, merged into one that is", () => {
    const { cache, html, usedIds } = serverRender(<Button>Text</Button>);
    const layers = composedLayerIds(cache, usedIds);
    expect(layers.length).toBeGreaterThan(0);
    for (const id of layers) {
      expect(html).not.toContain(`css-${id}`);
      const styles = cache.registered[`css-${id}`] ?? '';
      expect(styles).not.toBe('');
      expect(usedIds.some((used) => cache.registered[`css-${used}`]?.includes(styles))).toBe(true);
    }
  });

  it('lists none of the classes the page carries', () => {
    const { cache, usedIds } = serverRender(
      <Tooltip title="Add">
        <Button variant="contained">Add</Button>
      </Tooltip>,
    );
    const layers = composedLayerIds(cache, usedIds);
    expect(layers.filter((id) => usedIds.includes(id))).toEqual([]);
  });

  it('leaves out a rule that no class of the page merges', () => {
    const cache = {
      key: 'css',
      inserted: { used: '.css-used{color:red;margin:0;}', alone: '.css-alone{padding:0;}' },
      registered: { 'css-used': 'color:red;margin:0;', 'css-alone': 'padding:0;' },
    };
    expect(composedLayerIds(cache, ['used'])).toEqual([]);
    cache.registered['css-alone'] = 'margin:0;';
    expect(composedLayerIds(cache, ['used'])).toEqual(['alone']);
  });

  it('leaves out global styles and keyframes, which are not registered as classes', () => {
    const cache = {
      key: 'css',
      inserted: { used: '.css-used{color:red;}', g1: 'body{margin:0;}' },
      registered: { 'css-used': 'color:red;' },
    };
    expect(composedLayerIds(cache, ['used'])).toEqual([]);
  });
});
