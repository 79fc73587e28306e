import { classifyLines, fenceFor, fencedCode } from './fences';

describe('classifyLines', () => {
  it('marks fence lines and the code between them', () => {
    const lines = classifyLines('text\n```ts\nconst a = 1;\n```\nafter');
    expect(lines.map((line) => line.inCode)).toEqual([false, true, true, true, false]);
  });

  it('closes a fence only with the same character and at least the same length', () => {
    const lines = classifyLines('````md\n```\ninside\n````\nout\n~~~\n```\n~~~\nend');
    expect(lines.map((line) => line.inCode)).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('runs an unclosed fence to the end', () => {
    expect(classifyLines('```\na\nb').every((line) => line.inCode)).toBe(true);
  });
});

describe('fenceFor', () => {
  it('is three backticks, or longer than any backtick run in the code', () => {
    expect(fenceFor('const a = `x`;')).toBe('```');
    expect(fenceFor('```md\n```')).toBe('````');
  });
});

describe('fencedCode', () => {
  it('wraps the code with its language and drops trailing blank lines', () => {
    expect(fencedCode('a\nb\n\n', 'tsx')).toEqual(['```tsx', 'a', 'b', '```']);
  });
});
