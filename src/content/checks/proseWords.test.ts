import { proseWordCount } from './proseWords';

describe('the prose word count of a Markdown body', () => {
  it('counts the words of headings, paragraphs, lists, tables and inline code', () => {
    expect(proseWordCount('# Button title\n\nPress the `Button` to save.\n')).toBe(7);
    expect(proseWordCount('- one item\n- two items\n')).toBe(4);
    expect(proseWordCount('| Key | Value |\n| --- | --- |\n| `p` | padding |\n')).toBe(4);
  });

  it('leaves out fenced code, demo markers and callout fences', () => {
    const body = [
      'Two words.',
      '',
      '```tsx',
      'const many = ["words", "inside", "code", "do", "not", "count"];',
      '```',
      '',
      '~~~bash',
      'npm install something',
      '~~~',
      '',
      '{{"demo": "BasicButtons.tsx"}}',
      '',
      ':::info',
      'Three more words.',
      ':::',
    ].join('\n');
    expect(proseWordCount(body)).toBe(5);
  });

  it('counts link texts but not link targets, HTML tags or comments', () => {
    expect(proseWordCount('See the [Button API](/material-ui/api/button/) page.')).toBe(5);
    expect(proseWordCount('<p class="description">Short lead text.</p>')).toBe(3);
    expect(proseWordCount('Before <!-- a hidden note --> after <kbd>Tab</kbd>')).toBe(3);
  });

  it('does not count punctuation or table rules as words', () => {
    expect(proseWordCount('Yes — no | - / :::\n\n---\n')).toBe(2);
  });

  it('is zero for an empty body or a body of code only', () => {
    expect(proseWordCount('')).toBe(0);
    expect(proseWordCount('```ts\nconst a = 1;\n```\n')).toBe(0);
  });
});
