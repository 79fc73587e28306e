import { HIGHLIGHT_CACHE_SIZE, highlight, normaliseLanguage } from './highlighter';

describe('highlight', () => {
  it('highlights known languages and shows others as plain text', async () => {
    const tsx = await highlight('const a: number = 1;', 'tsx');
    expect(tsx).toContain('<pre class="shiki');
    expect(tsx).toContain('--shiki-dark');
    expect(normaliseLanguage('TypeScript')).toBe('ts');
    expect(normaliseLanguage('cobol')).toBe('text');
  });

  it('gives the same HTML for the same code again, also once the cache has evicted it', async () => {
    const first = await highlight('let b = 2;', 'js');
    expect(await highlight('let b = 2;', 'javascript')).toBe(first);
    for (let i = 0; i <= HIGHLIGHT_CACHE_SIZE; i += 1) {
      await highlight(`x${i}`, 'text');
    }
    // Evicted by now: highlighted again, to the same result.
    expect(await highlight('let b = 2;', 'js')).toBe(first);
  });
});
