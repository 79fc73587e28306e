import { NO_SITE_LINKS, parseSiteLinks } from './siteLinks';

describe('parseSiteLinks', () => {
  it('keeps http(s) links', () => {
    expect(
      parseSiteLinks({ repository: 'https://github.com/o/r', feedback: 'http://127.0.0.1:5/f' }),
    ).toEqual({ repository: 'https://github.com/o/r', feedback: 'http://127.0.0.1:5/f' });
  });

  it('drops anything else', () => {
    for (const value of [null, 'x', 42, {}]) {
      expect(parseSiteLinks(value)).toEqual(NO_SITE_LINKS);
    }
    expect(
      parseSiteLinks({ repository: 'javascript:alert(1)', feedback: 'data:text/html,x' }),
    ).toEqual(NO_SITE_LINKS);
    expect(parseSiteLinks({ repository: 'http://github.com/o/r' }).repository).toBe('');
  });
});
