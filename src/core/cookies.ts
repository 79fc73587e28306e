/**
 * Cookie parsing and serialisation (SPEC.md §8 "Cookie read on the server:
 * error thrown", §9 cookies last one year on path /; CONTRACT.md cookies).
 */
import { safeDecode } from './safeDecode';

export const COOKIE_MAX_AGE_SECONDS = 31536000;

export const SERVER_COOKIE_ERROR_MESSAGE = 'getCookie() is not supported on the server';

/**
 * Parses a `document.cookie` string into name/value pairs. Values are
 * percent-decoded (a malformed escape keeps the raw value); surrounding double
 * quotes are removed; the first occurrence of a name wins. The result has no
 * prototype, so names like `constructor` are plain keys.
 */
export function parseCookies(cookieString: string): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) {
      continue;
    }
    const name = safeDecode(pair.slice(0, separator).trim());
    if (name === '' || Object.prototype.hasOwnProperty.call(cookies, name)) {
      continue;
    }
    let value = pair.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
    }
    cookies[name] = safeDecode(value);
  }
  return cookies;
}

/**
 * Reads one cookie. `cookieString` is `undefined` on the server and during the
 * static build, where reading a cookie is a programming error.
 */
export function readCookie(name: string, cookieString: string | undefined): string | undefined {
  if (cookieString === undefined) {
    throw new Error(SERVER_COOKIE_ERROR_MESSAGE);
  }
  return parseCookies(cookieString)[name];
}

/** A `document.cookie` assignment that keeps the value for a year on the whole site. */
export function serializeCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
