import { codeCell, markdownTable, textCell } from './markdownTable';

describe('textCell', () => {
  it('joins lines with spaces and paragraphs with <br>, escaping pipes', () => {
    expect(textCell('one\ntwo\n\nthree | four')).toBe('one two<br>three \\| four');
  });
});

describe('codeCell', () => {
  it('is a code span with pipes escaped and whitespace collapsed', () => {
    expect(codeCell("'a' |\n  'b'")).toBe("`'a' \\| 'b'`");
  });

  it('uses a longer delimiter around backticks', () => {
    expect(codeCell('`${string}px`')).toBe('`` `${string}px` ``');
  });

  it('is empty for empty code', () => {
    expect(codeCell('  ')).toBe('');
  });
});

describe('markdownTable', () => {
  it('writes a header, a delimiter row and the rows', () => {
    expect(markdownTable(['A', 'B'], [['1', '2']])).toBe('| A | B |\n| --- | --- |\n| 1 | 2 |');
  });
});
