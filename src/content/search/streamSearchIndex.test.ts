/**
 * The export's streaming index build (spilled to disk, one shard at a time) gives the same files
 * as the in-memory build; and at 10,000 pages it fits in a small heap, with every shard within its
 * budget.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SerializedCards, SerializedManifest, SerializedShard } from '@/core/searchIndex';
import { buildSearchIndex, countLinks, englishTitlesOf, type BuiltIndex } from './buildSearchIndex';
import type { ExportedPage } from './readExportedPage';
import { streamSearchIndex } from './streamSearchIndex';
import { SHARD_BUDGET_BYTES } from './termShards';
import { syntheticPages } from './testing/syntheticSite';

function streamed(
  pages: ExportedPage[],
  workDir: string,
  options: { spillChars?: number; readBytes?: number } = {},
) {
  const built = new Map<string, BuiltIndex>();
  const of = (language: string): BuiltIndex => {
    let index = built.get(language);
    if (!index) {
      index = { manifest: {} as SerializedManifest, shards: new Map(), cards: [] };
      built.set(language, index);
    }
    return index;
  };
  streamSearchIndex(
    pages,
    workDir,
    {
      manifest: (language, manifest) => {
        of(language).manifest = manifest;
      },
      shard: (language, key, shard: SerializedShard) => {
        of(language).shards.set(key, shard);
      },
      cards: (language, block, cards: SerializedCards) => {
        of(language).cards[block] = cards;
      },
    },
    options,
  );
  return built;
}

describe('streamSearchIndex', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stream-index-test-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes the same manifest, shards and cards as the in-memory build, in every language', () => {
    const english = syntheticPages(300, 11);
    const chinese = english.slice(0, 40).map((page, i) => ({
      ...page,
      path: `/zh${page.path}`,
      language: 'zh',
      title: i % 2 === 0 ? `${page.title} 组件` : page.title,
      translated: i % 2 === 0,
      text: `${page.text} 支持的平台 安装 主题`,
    }));
    const pages = [...chinese, ...english];
    const links = countLinks(pages);
    const titles = englishTitlesOf(pages);
    const workDir = path.join(root, 'small');
    // Small buffers: postings reach each run file in many appends and are read back in pieces
    // that split lines and Chinese characters.
    const result = streamed(pages, workDir, { spillChars: 500, readBytes: 7 });
    expect(Array.from(result.keys())).toEqual(['en', 'zh']);
    for (const language of ['en', 'zh']) {
      const own = pages.filter((page) => page.language === language);
      const expected = buildSearchIndex(language, own, links, titles);
      const actual = result.get(language);
      expect(actual?.manifest).toEqual(expected.manifest);
      expect(actual?.cards).toEqual(expected.cards);
      expect(Array.from(actual?.shards.keys() ?? [])).toEqual(Array.from(expected.shards.keys()));
      // Compared as the files are written: the same JSON, key order included.
      for (const [key, shard] of expected.shards) {
        expect(JSON.stringify(actual?.shards.get(key))).toBe(JSON.stringify(shard));
      }
    }
    expect(fs.existsSync(workDir)).toBe(false);
  });

  it('changes the build id when a page’s text changes, and only then', () => {
    const pages = syntheticPages(30, 3);
    const build = (list: ExportedPage[]) =>
      streamed(list, path.join(root, 'ids')).get('en')?.manifest.build;
    const changed = pages.map((page, i) =>
      i === 7 ? { ...page, text: `${page.text} extra` } : page,
    );
    expect(build(pages)).toBe(build([...pages].reverse()));
    expect(build(changed)).not.toBe(build(pages));
  });

  it('indexes 10,000 pages in a 512 MiB heap, with no term shard over 256 KiB', () => {
    const out = path.join(root, 'big');
    const report = execFileSync(
      process.execPath,
      [
        '--max-old-space-size=512',
        '--import',
        'tsx',
        path.join(__dirname, 'testing', 'indexSyntheticSite.ts'),
        '10000',
        out,
      ],
      // A safety net, not a measure: a loaded two-core machine took over 170 s.
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 420_000 },
    );
    const figures = JSON.parse(report.trim().split('\n').pop() ?? '{}') as {
      pages: number;
      largestShardBytes: number;
      cutWords: number;
      textChars: number;
    };
    expect(figures.pages).toBe(10_000);
    // The site's text alone would fill much of the heap the in-memory build needed.
    expect(figures.textChars).toBeGreaterThan(50_000_000);
    expect(figures.largestShardBytes).toBeLessThanOrEqual(SHARD_BUDGET_BYTES);
    expect(SHARD_BUDGET_BYTES).toBeLessThanOrEqual(256 * 1024);
    // The most common words were cut to their best pages, keeping their page counts.
    expect(figures.cutWords).toBeGreaterThan(0);
  }, 450_000);
});
