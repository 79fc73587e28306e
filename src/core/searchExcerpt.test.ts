import { highlightText, queryTerms } from './searchExcerpt';

describe('highlightText', () => {
  it('marks every occurrence of each query word, case-insensitively', () => {
    expect(highlightText('Button Group button', 'BUTTON')).toEqual([
      { text: 'Button', match: true },
      { text: ' Group ', match: false },
      { text: 'button', match: true },
    ]);
  });

  it('merges overlapping terms and leaves text unchanged without a match', () => {
    expect(highlightText('Autocomplete', 'auto complete')).toEqual([
      { text: 'Autocomplete', match: true },
    ]);
    expect(highlightText('Tabs', '<i>')).toEqual([{ text: 'Tabs', match: false }]);
    expect(highlightText('Tabs', '')).toEqual([{ text: 'Tabs', match: false }]);
  });

  it('keeps the text whole for any query', () => {
    const text = 'Text field <input> & "quotes"';
    for (const query of ['<', 'field', '&', 'x'.repeat(5000), '"']) {
      expect(
        highlightText(text, query)
          .map((segment) => segment.text)
          .join(''),
      ).toBe(text);
    }
  });
});

describe('queryTerms', () => {
  it('splits on spaces and punctuation and removes duplicates', () => {
    expect(queryTerms('  Button, button <script> ')).toEqual(['button', 'script']);
    expect(queryTerms('')).toEqual([]);
  });
});
