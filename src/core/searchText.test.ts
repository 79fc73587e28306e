import {
  compact,
  hanBigrams,
  prefixReaches,
  queryTerms,
  stem,
  textWords,
  wholeWords,
} from './searchText';

describe('compact', () => {
  it('keeps lower-case letters and digits only, so spellings of one name meet', () => {
    expect(compact('Text Field')).toBe('textfield');
    expect(compact('TextField')).toBe('textfield');
    expect(compact('text-field')).toBe('textfield');
    expect(compact('.MuiButton-root')).toBe('muibuttonroot');
    expect(compact('sx 属性')).toBe('sx属性');
    expect(compact('  !? ')).toBe('');
  });
});

describe('stem', () => {
  it('drops plural endings of Latin words only', () => {
    expect(stem('buttons')).toBe('button');
    expect(stem('queries')).toBe('query');
    expect(stem('classes')).toBe('class');
    expect(stem('class')).toBe('class');
    expect(stem('status')).toBe('status');
    expect(stem('axis')).toBe('axis');
    expect(stem('tabs')).toBe('tab');
    expect(stem('its')).toBe('its');
    expect(stem('属性')).toBe('属性');
  });
});

describe('hanBigrams', () => {
  it('cuts a run of Han characters into overlapping pairs', () => {
    expect(hanBigrams('支持的平台')).toEqual(['支持', '持的', '的平', '平台']);
    expect(hanBigrams('装')).toEqual(['装']);
  });
});

describe('textWords', () => {
  it('gives words, camelCase parts and Han bigrams, in order with repeats', () => {
    expect(textWords('useMediaQuery hooks')).toEqual([
      'usemediaquery',
      'use',
      'media',
      'query',
      'hook',
    ]);
    expect(textWords('Button button')).toEqual(['button', 'button']);
    expect(textWords('sx属性 安装')).toEqual(['sx', '属性', '安装']);
    expect(textWords('安装', true)).toEqual(['安装', '安', '装']);
    expect(textWords('')).toEqual([]);
  });
});

describe('wholeWords', () => {
  it('keeps whole words without camelCase parts', () => {
    expect(Array.from(wholeWords('GridToolbarQuickFilter API'))).toEqual([
      'gridtoolbarquickfilter',
      'api',
    ]);
    expect(wholeWords('快速开始').has('快速')).toBe(true);
  });
});

describe('queryTerms', () => {
  it('marks only the last Latin word as a prefix still being typed', () => {
    expect(queryTerms('date pick')).toEqual([
      { word: 'date', prefix: false },
      { word: 'pick', prefix: true },
    ]);
  });

  it('keeps identifiers whole, drops repeats and cuts Han runs into bigrams', () => {
    expect(queryTerms('disableElevation')).toEqual([{ word: 'disableelevation', prefix: true }]);
    expect(queryTerms('grid GRID')).toEqual([{ word: 'grid', prefix: false }]);
    expect(queryTerms('支持的平台').map((term) => term.word)).toEqual([
      '支持',
      '持的',
      '的平',
      '平台',
    ]);
    expect(queryTerms('  ')).toEqual([]);
  });
});

describe('prefixReaches', () => {
  it('lets a word being typed run a few letters past the stem it is becoming', () => {
    expect(prefixReaches('virtu', 'virtual')).toBe(true);
    expect(prefixReaches('virtualiz', 'virtual')).toBe(true);
    expect(prefixReaches('virtualizatio', 'virtual')).toBe(true);
    expect(prefixReaches('tooltp', 'tool')).toBe(false);
    expect(prefixReaches('bars', 'bar')).toBe(false);
  });
});
