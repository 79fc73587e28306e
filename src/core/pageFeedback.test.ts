import {
  MAX_FEEDBACK_COMMENT,
  MAX_REMEMBERED_VOTES,
  feedbackEndpoint,
  feedbackIssueUrl,
  feedbackPayload,
  parseFeedbackVotes,
  voteFor,
  withVote,
} from './pageFeedback';

describe('parseFeedbackVotes', () => {
  it('reads stored votes back', () => {
    const votes = withVote(withVote({}, '/material-ui/react-button/', 'yes'), '/x/', 'no');
    expect(parseFeedbackVotes(JSON.stringify(votes))).toEqual({
      '/material-ui/react-button/': 'yes',
      '/x/': 'no',
    });
  });

  it('ignores hostile or broken values', () => {
    for (const raw of [null, '', 'not json', '[]', '"yes"', 'null', '42', '{"/a/": true}']) {
      expect(parseFeedbackVotes(raw)).toEqual({});
    }
    expect(
      parseFeedbackVotes(
        JSON.stringify({
          '/ok/': 'no',
          'javascript:alert(1)': 'yes',
          '/bad/': 'maybe',
          '/<img>/': 'yes',
          __proto__: 'yes',
        }),
      ),
    ).toEqual({ '/ok/': 'no' });
  });

  it('keeps at most MAX_REMEMBERED_VOTES', () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_REMEMBERED_VOTES + 20 }, (_, i) => [`/p${i}/`, 'yes']),
    );
    expect(Object.keys(parseFeedbackVotes(JSON.stringify(many)))).toHaveLength(
      MAX_REMEMBERED_VOTES,
    );
  });
});

describe('withVote and voteFor', () => {
  it('replaces a page vote and drops the oldest past the limit', () => {
    let votes = withVote({}, '/a/', 'yes');
    votes = withVote(votes, '/a/', 'no');
    expect(voteFor(votes, '/a/')).toBe('no');
    expect(voteFor(votes, '/b/')).toBeNull();
    expect(voteFor(votes, 'constructor')).toBeNull();
    for (let i = 0; i < MAX_REMEMBERED_VOTES; i += 1) {
      votes = withVote(votes, `/p${i}/`, 'yes');
    }
    expect(voteFor(votes, '/a/')).toBeNull();
    expect(Object.keys(votes)).toHaveLength(MAX_REMEMBERED_VOTES);
  });
});

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
