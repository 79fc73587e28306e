import { parseNotifications } from './whatsNew';

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
