import { parseIconSynonyms, synonymWords } from './iconSynonyms';

const icons = new Set(['Delete', 'Settings']);
const wordsOf = (icon: string) => [icon.toLowerCase()];

describe('the icon synonyms file', () => {
  it('gives each icon the words of its phrases, its own name left out', () => {
    const parsed = parseIconSynonyms(
      { icons: { Delete: 'trash, waste bin, Delete, trash', Settings: 'gear' } },
      'data/icon-synonyms.json',
      icons,
      wordsOf,
    );
    expect(parsed.get('Delete')).toEqual(['trash', 'waste', 'bin']);
    expect(parsed.get('Settings')).toEqual(['gear']);
  });

  it('names the file and every unknown or empty entry', () => {
    expect(() =>
      parseIconSynonyms(
        { icons: { DeleteOutlined: 'trash', Nope: 'x', Settings: ' , ' } },
        'data/icon-synonyms.json',
        icons,
        wordsOf,
      ),
    ).toThrow(
      /data\/icon-synonyms\.json:\n {2}"DeleteOutlined" is not an icon[^\n]*\n {2}"Nope" is not an icon[^\n]*\n {2}"Settings" has no phrases/,
    );
    expect(() => parseIconSynonyms([], 'f.json', icons, wordsOf)).toThrow(/f\.json: expected/);
  });

  it('splits phrases into plain lower-case words', () => {
    expect(synonymWords('Café, add-on; e-mail')).toEqual(['cafe', 'add', 'on', 'e', 'mail']);
  });
});
