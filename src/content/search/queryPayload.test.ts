/**
 * What a first query downloads must depend on the pages that hold its words, not on the size of
 * the site (docs/search.md#index-format: a titles file of every page made the first query 896 KiB at 10,000 pages).
 */
import { buildSearchIndex } from './buildSearchIndex';
import { memoryIndex } from './memoryIndex';
import type { ExportedPage } from './readExportedPage';

const TOPICS = ['dialog', 'slider', 'tabs', 'menu', 'drawer', 'tooltip', 'stepper', 'avatar'];
const WORDS = ['theme', 'variant', 'slot', 'state', 'value', 'handler', 'layout', 'token'];

/** `count` pages, 40 of which are about buttons whatever the count; the rest about other topics. */
function site(count: number): ExportedPage[] {
  return Array.from({ length: count }, (_, i) => {
    const topic = i % Math.floor(count / 40) === 0 ? 'button' : TOPICS[i % TOPICS.length];
    const words = Array.from({ length: 60 }, (_, w) => `${WORDS[(i + w) % WORDS.length]}${w % 7}`);
    return {
      path: `/material-ui/group-${i % 50}/${topic}-${i}/`,
      language: 'en',
      title: `${topic[0].toUpperCase()}${topic.slice(1)} page ${i}`,
      description: `How to use the ${topic} in case ${i}.`,
      translated: true,
      sections: [
        { kind: 'heading', text: `Styling the ${topic}`, id: 'styling' },
        { kind: 'heading', text: `Page ${i} details`, id: 'details' },
      ],
      text: `The ${topic} renders ${words.join(' ')}.`,
      links: [],
    };
  });
}

async function firstQueryBytes(count: number, query: string): Promise<number> {
  const { engine, fetched } = memoryIndex(
    buildSearchIndex('en', site(count), new Map(), new Map()),
  );
  const groups = await engine.search(query, { language: 'en', area: 'material-ui', product: null });
  expect(groups[0]?.hits.length).toBeGreaterThan(0);
  return fetched.reduce((sum, file) => sum + file.bytes, 0);
}

describe('the first query of a large site', () => {
  it('downloads as much at 10,000 pages as at 1,000 when as many pages hold its words', async () => {
    const small = await firstQueryBytes(1_000, 'Button');
    const large = await firstQueryBytes(10_000, 'Button');
    expect(large).toBeLessThan(30 * 1024);
    expect(large).toBeLessThan(small * 1.5);
  }, 120_000);

  it('downloads the shards of its words and the cards it shows, never every page', async () => {
    const { engine, fetched } = memoryIndex(
      buildSearchIndex('en', site(4_000), new Map(), new Map()),
    );
    await engine.search('button styling', { language: 'en', area: null, product: null });
    const urls = fetched.map((file) => file.url);
    expect(urls.filter((url) => url.includes('/terms/'))).toEqual([
      '/search-index/en/terms/bu.bin',
      '/search-index/en/terms/st.bin',
    ]);
    // 24 results at most, in files of 16 pages: never more than 24 card files.
    expect(urls.filter((url) => url.includes('/cards/')).length).toBeLessThanOrEqual(24);
  }, 120_000);
});
