import { searchBodyProps, SEARCH_IGNORE_PROPS } from './searchMarkers';

describe('searchBodyProps', () => {
  it('marks the content, and English text on a page of another language', () => {
    expect(searchBodyProps(true)).toEqual({ 'data-search-body': '' });
    expect(searchBodyProps(false)).toEqual({
      'data-search-body': '',
      'data-search-untranslated': '',
    });
    expect(SEARCH_IGNORE_PROPS).toEqual({ 'data-search-ignore': '' });
  });
});
