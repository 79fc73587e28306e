import {
  MAX_READ_IDS,
  WHATS_NEW_SHOWN,
  latestNotes,
  markAllRead,
  parseReadIds,
  unreadCount,
} from './whatsNewRead';

describe('read state', () => {
  // Newest first, as the notes file is read.
  const notes = Array.from({ length: 7 }, (_, i) => ({ id: `n${6 - i}` }));

  it('counts the unread among the listed notes only', () => {
    expect(latestNotes(notes)).toHaveLength(WHATS_NEW_SHOWN);
    expect(unreadCount(notes, [])).toBe(WHATS_NEW_SHOWN);
    expect(unreadCount(notes, ['n6', 'n0'])).toBe(WHATS_NEW_SHOWN - 1);
    expect(unreadCount(notes, markAllRead(notes, []))).toBe(0);
  });

  it('ignores a hostile stored value', () => {
    for (const raw of [null, '', '{', '{"a":1}', '"n6"', '[1,2]']) {
      expect(parseReadIds(raw)).toEqual([]);
    }
    expect(parseReadIds(JSON.stringify(['n6', 7, '', 'n5']))).toEqual(['n6', 'n5']);
  });

  it('keeps at most MAX_READ_IDS ids', () => {
    const many = Array.from({ length: MAX_READ_IDS + 5 }, (_, i) => `old${i}`);
    expect(markAllRead(notes, many)).toHaveLength(MAX_READ_IDS);
    expect(markAllRead(notes, many).slice(0, 2)).toEqual(['n6', 'n5']);
  });
});
