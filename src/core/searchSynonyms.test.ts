import { parseSynonyms, synonymsFor } from './searchSynonyms';

describe('parseSynonyms', () => {
  it('reads the authored file: an English list with readers names', () => {
    const english = synonymsFor('en');
    expect(english.length).toBeGreaterThan(20);
    expect(english.find((entry) => entry.say.includes('toast'))?.mean).toBe('snackbar');
    expect(synonymsFor('zh').some((entry) => entry.say.includes('按钮'))).toBe(true);
    expect(synonymsFor('fr')).toEqual([]);
  });

  it('normalizes case and spaces', () => {
    const parsed = parseSynonyms({ en: [{ say: ['Side  Drawer'], mean: 'Drawer' }] });
    expect(parsed.get('en')).toEqual([{ say: ['side drawer'], mean: 'drawer' }]);
  });

  it('says which entry is wrong and in which file', () => {
    expect(() => parseSynonyms({ en: [{ say: [], mean: 'drawer' }] })).toThrow(
      /data\/search-synonyms\.json: "en" entry 1 needs "say"/,
    );
    expect(() => parseSynonyms({ en: [{ say: ['x'] }] })).toThrow(/needs "mean"/);
    expect(() => parseSynonyms({ en: 'drawer' })).toThrow(/must be a list/);
  });
});
