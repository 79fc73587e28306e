import fc from 'fast-check';
import {
  MAX_QUERY_LENGTH,
  MAX_RECENT,
  addRecent,
  normalizeQuery,
  parseRecent,
  serializeRecent,
} from './searchRecent';

describe('parseRecent', () => {
  it('reads a stored list back', () => {
    expect(parseRecent(serializeRecent(['button', 'slider']))).toEqual(['button', 'slider']);
  });

  it('returns [] for missing, broken or non-array values', () => {
    for (const raw of [null, '', 'not json', '{"a":1}', '42', 'null', '"button"']) {
      expect(parseRecent(raw)).toEqual([]);
    }
  });

  it('drops non-strings, blanks and repeats, and keeps at most MAX_RECENT', () => {
    expect(parseRecent(JSON.stringify(['a', 1, null, ' ', 'a', { q: 'x' }, 'b']))).toEqual([
      'a',
      'b',
    ]);
    const many = Array.from({ length: 20 }, (_, i) => `q${i}`);
    expect(parseRecent(JSON.stringify(many))).toHaveLength(MAX_RECENT);
  });

  it('never throws and always yields short non-empty strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const list = parseRecent(raw);
        expect(Array.isArray(list)).toBe(true);
        expect(list.length).toBeLessThanOrEqual(MAX_RECENT);
        for (const item of list) {
          expect(item.length).toBeGreaterThan(0);
          expect(item.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        }
      }),
    );
  });
});

describe('addRecent', () => {
  it('puts the query first without repeating it and caps the list', () => {
    expect(addRecent(['a', 'b'], 'b')).toEqual(['b', 'a']);
    expect(addRecent(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(addRecent(['a'], '   ')).toEqual(['a']);
  });

  it('normalizes whitespace and length', () => {
    expect(normalizeQuery('  text \n field ')).toBe('text field');
    expect(addRecent([], 'x'.repeat(1000))[0]).toHaveLength(MAX_QUERY_LENGTH);
  });
});
