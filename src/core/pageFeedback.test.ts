import {
  MAX_FEEDBACK_COMMENT,
  feedbackEndpoint,
  feedbackIssueUrl,
  feedbackPayload,
} from './pageFeedback';

describe('feedbackPayload', () => {
  it('trims and cuts the comment, and names a section', () => {
    const long = 'x'.repeat(MAX_FEEDBACK_COMMENT + 10);
    expect(feedbackPayload('/a/', null, 'no', `  ${long}  `)).toEqual({
      page: '/a/',
      section: 'site',
      vote: 'no',
      comment: 'x'.repeat(MAX_FEEDBACK_COMMENT),
    });
    expect(feedbackPayload('/a/', 'joy-ui', 'yes', '').section).toBe('joy-ui');
  });
});

describe('feedbackEndpoint', () => {
  it('accepts http(s) URLs only', () => {
    expect(feedbackEndpoint('https://example.com/feedback')).toBe('https://example.com/feedback');
    expect(feedbackEndpoint('http://127.0.0.1:5152/f')).toBe('http://127.0.0.1:5152/f');
    for (const bad of [undefined, '', ' ', 'javascript:alert(1)', 'not a url', 'ftp://x/']) {
      expect(feedbackEndpoint(bad)).toBeNull();
    }
  });
});

describe('feedbackIssueUrl', () => {
  it('prefills a new issue with the page, vote and comment', () => {
    const url = new URL(
      feedbackIssueUrl('https://github.com/o/r/', {
        page: '/material-ui/react-button/',
        section: 'material-ui',
        vote: 'no',
        comment: 'The sizes & colors demo is cut off',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/o/r/issues/new');
    expect(url.searchParams.get('title')).toBe('[docs-feedback] /material-ui/react-button/');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('Helpful: no');
    expect(body).toContain('The sizes & colors demo is cut off');
  });
});
