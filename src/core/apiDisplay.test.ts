import fc from 'fast-check';
import {
  API_DISPLAY_OPTIONS,
  API_SECTIONS,
  INITIAL_API_DISPLAY_OPTION,
  isCrawler,
  nextApiDisplayOption,
  parseApiDisplayOption,
  resolveApiDisplayOption,
} from './apiDisplay';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('constants and keys', () => {
  it('match the contract', () => {
    expect(API_DISPLAY_OPTIONS).toEqual(['collapsed', 'expanded', 'table']);
    expect(INITIAL_API_DISPLAY_OPTION).toBe('expanded');
    expect(API_SECTIONS).toEqual(['props', 'slots', 'classes', 'css']);
  });
});

describe('parseApiDisplayOption', () => {
  it('accepts only the three options', () => {
    expect(parseApiDisplayOption('table')).toBe('table');
    expect(parseApiDisplayOption('Table')).toBeNull();
    expect(parseApiDisplayOption('"table"')).toBeNull();
    expect(parseApiDisplayOption(null)).toBeNull();
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseApiDisplayOption(value);
        expect(parsed === null || parsed === value).toBe(true);
      }),
    );
  });
});

describe('isCrawler', () => {
  it.each([
    GOOGLEBOT,
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)',
    'SomeCrawler/1.0',
  ])('recognises %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each([
    CHROME,
    HEADLESS,
    'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    '',
  ])('treats %s as a person', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });
});

describe('resolveApiDisplayOption', () => {
  const never = () => {
    throw new Error('random() should not be called');
  };

  it('prefers a valid saved value', () => {
    expect(resolveApiDisplayOption({ saved: 'table', userAgent: GOOGLEBOT, random: never })).toBe(
      'table',
    );
  });

  it('shows expanded to crawlers without a saved value', () => {
    expect(resolveApiDisplayOption({ saved: 'grid', userAgent: GOOGLEBOT, random: never })).toBe(
      'expanded',
    );
  });

  it('draws one of the three for people, covering each third of [0, 1)', () => {
    const pick = (value: number) =>
      resolveApiDisplayOption({ saved: null, userAgent: CHROME, random: () => value });
    expect(pick(0)).toBe('collapsed');
    expect(pick(0.34)).toBe('expanded');
    expect(pick(0.99)).toBe('table');
    expect(pick(1)).toBe('table');
    expect(pick(Number.NaN)).toBe('collapsed');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (value) => {
        expect(pick(value)).toBe(API_DISPLAY_OPTIONS[Math.floor(value * 3)]);
      }),
    );
  });
});

describe('nextApiDisplayOption', () => {
  it('ignores a deselect and invalid values', () => {
    expect(nextApiDisplayOption('table', null)).toBe('table');
    expect(nextApiDisplayOption('table', 'grid')).toBe('table');
    expect(nextApiDisplayOption('table', 'collapsed')).toBe('collapsed');
  });
});
