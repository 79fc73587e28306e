import {
  chunkFileName,
  chunkNumbers,
  parseDrawingChunk,
  parseIconIndex,
  type IconIndexFile,
} from './iconIndex';

const index: IconIndexFile = {
  format: 1,
  chunkSize: 2,
  icons: [
    ['Abc', 1, 'abc', ''],
    ['Alarm', 3, 'alarm', 'clock'],
    ['Delete', 31, 'delete', 'trash bin'],
    ['Github', 1, 'github', ''],
  ],
};

describe('the icon index', () => {
  it('accepts a well-formed index and refuses others, naming the file', () => {
    expect(parseIconIndex(JSON.parse(JSON.stringify(index)), 'index.json')).toEqual(index);
    expect(() => parseIconIndex(null, 'index.json')).toThrow(
      /index\.json is not a valid icon file/,
    );
    expect(() => parseIconIndex({ ...index, format: 2 }, 'i.json')).toThrow(/format 2/);
    expect(() => parseIconIndex({ ...index, icons: [['Abc', 0, '', '']] }, 'i.json')).toThrow(
      /row 0/,
    );
    expect(() => parseIconIndex({ ...index, icons: [['<b>', 1, '', '']] }, 'i.json')).toThrow(
      /row 0/,
    );
    expect(() => parseIconIndex({ ...index, chunkSize: 0 }, 'i.json')).toThrow(/chunkSize/);
  });

  it('numbers the drawing files per theme, in index order', () => {
    const numbers = chunkNumbers(index);
    expect(numbers.Filled.get('Abc')).toBe(0);
    expect(numbers.Filled.get('Delete')).toBe(1);
    expect(numbers.Filled.get('Github')).toBe(1);
    expect(numbers.Outlined.get('Alarm')).toBe(0);
    expect(numbers.Outlined.get('Delete')).toBe(0);
    expect(numbers.Outlined.has('Abc')).toBe(false);
    expect(numbers.Sharp.get('Delete')).toBe(0);
    expect(chunkFileName('TwoTone', 3)).toBe('TwoTone-3.json');
  });
});

describe('a drawing file', () => {
  it('accepts paths, shapes and groups', () => {
    const chunk = {
      Delete: ['M6 19h12z'],
      Dot: [['circle', { cx: '12', cy: '12', r: '4', opacity: '.3' }]],
      Group: [['g', { opacity: '.3' }, ['M0 0h1z', ['ellipse', { rx: '1', ry: '2' }]]]],
    };
    expect(parseDrawingChunk(chunk, 'Filled-0.json')).toEqual(chunk);
  });

  it('refuses scripts, unknown elements and attributes', () => {
    expect(() => parseDrawingChunk({ X: [['script', {}]] }, 'Filled-0.json')).toThrow(
      /Filled-0\.json is not a valid icon file: the drawing of X/,
    );
    expect(() => parseDrawingChunk({ X: [['path', { onload: 'x' }]] }, 'f')).toThrow(/X/);
    expect(() => parseDrawingChunk({ X: [''] }, 'f')).toThrow(/X/);
    expect(() => parseDrawingChunk([], 'f')).toThrow(/not an object/);
  });
});
