import { COOKIE_ATTRIBUTES, COOKIE_MAX_AGE_SECONDS } from './cookies';

describe('preference cookie attributes', () => {
  it('keep a cookie for one year on the whole site, sent with top-level navigations only', () => {
    expect(COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(COOKIE_ATTRIBUTES).toEqual({ path: '/', 'max-age': '31536000', sameSite: 'Lax' });
  });
});
