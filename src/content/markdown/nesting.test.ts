import { checkNesting, MAX_EMPHASIS_RUN, MAX_NESTING, nestingOf } from './nesting';
import { MarkdownProblem } from './markdownProblem';

describe('nestingOf', () => {
  it('counts list and quote markers and two columns of indentation per level', () => {
    expect(nestingOf('Plain text')).toBe(0);
    expect(nestingOf('- item')).toBe(1);
    expect(nestingOf('  - nested item')).toBe(2);
    expect(nestingOf('> > - quoted item')).toBe(3);
    expect(nestingOf('\t1. tabbed')).toBe(3);
  });
});

describe('checkNesting', () => {
  const list = (depth: number) =>
    Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}- item`).join('\n');

  it('accepts nesting up to the limit, and anything inside fenced code', () => {
    expect(() => checkNesting(list(MAX_NESTING))).not.toThrow();
    expect(() => checkNesting(`\`\`\`\n${' '.repeat(200)}deep code\n\`\`\``)).not.toThrow();
  });

  it('refuses the first line nested deeper, at its line', () => {
    let problem: unknown;
    try {
      checkNesting(`Intro\n\n${list(MAX_NESTING + 5)}`);
    } catch (error) {
      problem = error;
    }
    expect(problem).toBeInstanceOf(MarkdownProblem);
    expect((problem as MarkdownProblem).line).toBe(MAX_NESTING + 3);
    expect((problem as MarkdownProblem).message).toMatch(/flatten it/);
  });
});

describe('emphasis runs', () => {
  it('refuses a run of * or _ longer than the limit, but not a thematic break', () => {
    expect(() =>
      checkNesting(`${'*'.repeat(MAX_EMPHASIS_RUN)}x${'*'.repeat(MAX_EMPHASIS_RUN)}`),
    ).not.toThrow();
    expect(() => checkNesting('*'.repeat(500))).not.toThrow();
    expect(() => checkNesting(`Text\n\n${'_'.repeat(MAX_EMPHASIS_RUN + 1)}x`)).toThrow(
      /run of 101 \* or _ characters/,
    );
  });
});
