/**
 * Browser cookies through js-cookie, with the attributes of src/core/cookies.ts. A thin wrapper
 * that keeps the documented error (docs/product-rules.md#error-messages) for a read during server rendering or the static build.
 */
import Cookies from 'js-cookie';
import { COOKIE_ATTRIBUTES, SERVER_COOKIE_ERROR_MESSAGE } from '@/core/cookies';

/** The raw value (validate it before use); throws the documented error outside the browser. */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') {
    throw new Error(SERVER_COOKIE_ERROR_MESSAGE);
  }
  const value: unknown = Cookies.get(name);
  // js-cookie looks the name up in a plain object: a name like `constructor` is never a cookie.
  return typeof value === 'string' ? value : undefined;
}

export function setCookie(name: string, value: string): void {
  Cookies.set(name, value, COOKIE_ATTRIBUTES);
}
