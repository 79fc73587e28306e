import { decodeEntities, excerptSegments, highlightText, queryTerms } from './searchExcerpt';

describe('excerptSegments', () => {
  it('flags the text inside <mark> as matched', () => {
    expect(excerptSegments('Use the <mark>Button</mark> component')).toEqual([
      { text: 'Use the ', match: false },
      { text: 'Button', match: true },
      { text: ' component', match: false },
    ]);
  });

  it('decodes entities and drops every other tag, so markup comes back as text', () => {
    const segments = excerptSegments(
      '&lt;img src=x onerror=alert(1)&gt; <b>bold</b> <mark>&lt;script&gt;</mark>',
    );
    expect(segments).toEqual([
      { text: '<img src=x onerror=alert(1)> bold ', match: false },
      { text: '<script>', match: true },
    ]);
  });

  it('survives unbalanced and empty input', () => {
    expect(excerptSegments('')).toEqual([]);
    expect(excerptSegments('</mark>a<mark>b')).toEqual([
      { text: 'a', match: false },
      { text: 'b', match: true },
    ]);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities and keeps unknown or invalid ones', () => {
    expect(decodeEntities('&amp;&quot;&#39;&#x27;&nbsp;')).toBe("&\"''\u00a0");
    expect(decodeEntities('&unknown; &#0; &#x110000;')).toBe('&unknown; &#0; &#x110000;');
  });
});

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
