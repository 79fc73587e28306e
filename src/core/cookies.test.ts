import fc from 'fast-check';
import { COOKIE_MAX_AGE_SECONDS, parseCookies, readCookie, serializeCookie } from './cookies';

const cookieName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,15}$/);

describe('parseCookies', () => {
  it('reads name/value pairs and decodes values', () => {
    expect(parseCookies('codeVariant=JS; userLanguage=zh;  other=a%20b')).toEqual({
      codeVariant: 'JS',
      userLanguage: 'zh',
      other: 'a b',
    });
  });

  it('keeps the first occurrence of a name', () => {
    expect(parseCookies('a=1; a=2')).toEqual({ a: '1' });
  });

  it('keeps a malformed escape raw instead of throwing', () => {
    expect(parseCookies('a=%E0%A4%A; b=%')).toEqual({ a: '%E0%A4%A', b: '%' });
  });

  it('skips pieces without a name or an equals sign and keeps = inside values', () => {
    expect(parseCookies('; junk; =x; a==b=')).toEqual({ a: '=b=' });
    expect(parseCookies('')).toEqual({});
  });

  it('strips surrounding quotes', () => {
    expect(parseCookies('a="quoted"')).toEqual({ a: 'quoted' });
  });

  it('treats prototype names as plain keys', () => {
    const cookies = parseCookies('constructor=1; __proto__=2');
    expect(cookies.constructor).toBe('1');
    expect(Object.keys(cookies)).toEqual(['constructor', '__proto__']);
    expect(parseCookies('').toString).toBeUndefined();
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        expect(() => parseCookies(input)).not.toThrow();
      }),
    );
  });
});

describe('readCookie', () => {
  it('throws the server error without a cookie string', () => {
    expect(() => readCookie('codeVariant', undefined)).toThrow(
      new Error('getCookie() is not supported on the server'),
    );
  });

  it('returns the value or undefined', () => {
    expect(readCookie('b', 'a=1; b=2')).toBe('2');
    expect(readCookie('c', 'a=1; b=2')).toBeUndefined();
    expect(readCookie('toString', '')).toBeUndefined();
  });
});

describe('serializeCookie', () => {
  it('writes path, max-age of one year and SameSite', () => {
    expect(COOKIE_MAX_AGE_SECONDS).toBe(31536000);
    expect(serializeCookie('codeStyling', 'a b;c')).toBe(
      'codeStyling=a%20b%3Bc; path=/; max-age=31536000; SameSite=Lax',
    );
  });

  it('round-trips any value through parseCookies', () => {
    fc.assert(
      fc.property(cookieName, fc.string({ unit: 'grapheme' }), (name, value) => {
        fc.pre(name !== 'first');
        const pair = serializeCookie(name, value).split('; ')[0];
        expect(readCookie(name, `first=1; ${pair}; ${name}=later`)).toBe(value);
      }),
    );
  });
});
