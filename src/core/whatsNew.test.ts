import {
  MAX_READ_IDS,
  WHATS_NEW_SHOWN,
  latestNotes,
  markAllRead,
  parseNotifications,
  parseReadIds,
  unreadCount,
  type Notification,
} from './whatsNew';

function note(id: string, date: string): Record<string, unknown> {
  return {
    id,
    date,
    title: { en: `Title ${id}`, zh: `标题 ${id}` },
    text: { en: `Text ${id}`, zh: `文本 ${id}` },
    href: '/material-ui/',
  };
}

describe('parseNotifications', () => {
  it('sorts by date and names the note of a problem', () => {
    const notes = parseNotifications([note('old', '2026-01-01'), note('new', '2026-02-01')]);
    expect(notes.map((n) => n.id)).toEqual(['new', 'old']);
    const cases: [unknown, RegExp][] = [
      [{}, /must be a JSON array/],
      [[note('a', '2026-13-01')], /note 1\.date/],
      [[note('a', '2026-01-01'), note('a', '2026-01-02')], /note 2\.id repeats "a"/],
      [[{ ...note('a', '2026-01-01'), href: 'javascript:alert(1)' }], /note 1\.href/],
      [[{ ...note('a', '2026-01-01'), title: { en: 'x' } }], /note 1\.title must have exactly/],
      [[{ ...note('a', '2026-01-01'), text: { en: 'x', zh: ' ' } }], /note 1\.text\.zh/],
      [[{ ...note('a', '2026-01-01'), extra: 1 }], /unknown keys: extra/],
      [[{ ...note('A B', '2026-01-01') }], /note 1\.id/],
    ];
    for (const [raw, message] of cases) {
      expect(() => parseNotifications(raw, 'notes.json')).toThrow(message);
    }
  });
});

describe('read state', () => {
  const notes = parseNotifications(
    Array.from({ length: 7 }, (_, i) => note(`n${i}`, `2026-01-0${i + 1}`)),
  ) as Notification[];

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
