import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCorpus } from './generateCorpus';

function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(dir, file)] = fs.readFileSync(file, 'utf8');
    }
  }
  return files;
}

describe('generateCorpus', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-test-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes the same bytes for the same page count and seed, and other bytes for another seed', () => {
    generateCorpus(path.join(root, 'a'), 40, 7);
    generateCorpus(path.join(root, 'b'), 40, 7);
    generateCorpus(path.join(root, 'c'), 40, 8);
    expect(filesOf(path.join(root, 'a'))).toEqual(filesOf(path.join(root, 'b')));
    expect(filesOf(path.join(root, 'a'))).not.toEqual(filesOf(path.join(root, 'c')));
  });

  it('writes one page per area folder and group, with a title, sections, code, a table and links that resolve', () => {
    const out = path.join(root, 'd');
    const manifest = generateCorpus(out, 60);
    expect(manifest.pages).toHaveLength(60);
    expect(new Set(manifest.pages.map((page) => page.path)).size).toBe(60);
    for (const page of manifest.pages) {
      const file = path.join(out, `${page.path}.md`);
      const text = fs.readFileSync(file, 'utf8');
      expect(text.startsWith(`---\ntitle: ${page.title}\n---`)).toBe(true);
      expect(text.match(/^##+ /gm)?.length).toBeGreaterThanOrEqual(4);
      expect(text).toContain('```tsx');
      expect(text).toContain('| --- |');
      for (const [, target] of text.matchAll(/\]\((\.\.\/[^)]+\.md)\)/g)) {
        expect(fs.existsSync(path.resolve(path.dirname(file), target))).toBe(true);
      }
    }
    expect(fs.existsSync(path.join(out, 'index.md'))).toBe(true);
  });

  it('has a real vocabulary: thousands of distinct words, Zipf-like, with identifiers in prose and code', () => {
    const out = path.join(root, 'f');
    const manifest = generateCorpus(out, 400);
    expect(manifest.distinctWords).toBeGreaterThan(4000);
    const counts = new Map<string, number>();
    let prose = '';
    for (const page of manifest.pages) {
      const text = fs.readFileSync(path.join(out, `${page.path}.md`), 'utf8');
      prose += text.slice(0, 400);
      for (const word of text.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? []) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    const byFrequency = Array.from(counts.values()).sort((a, b) => b - a);
    // A long tail: most distinct words are rare, while the most common words are very common.
    expect(byFrequency.filter((count) => count <= 3).length).toBeGreaterThan(
      byFrequency.length / 3,
    );
    expect(byFrequency[10]).toBeGreaterThan(100 * byFrequency[Math.floor(byFrequency.length / 2)]);
    expect(prose).toMatch(/`(on|use|disable|is|default|get)[A-Z][a-zA-Z]+`/);
    expect(prose).toMatch(/`[A-Z][a-z]+[A-Z][a-zA-Z]+`/);
  });

  it('refuses a corpus too small to link its pages', () => {
    expect(() => generateCorpus(path.join(root, 'e'), 5)).toThrow('at least 20 pages');
  });
});
