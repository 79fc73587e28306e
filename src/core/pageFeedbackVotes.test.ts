import { MAX_REMEMBERED_VOTES, parseFeedbackVotes, voteFor, withVote } from './pageFeedbackVotes';

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
