/**
 * The rules of the preference cookies: one year on path `/`, `SameSite=Lax`
 * (docs/product-rules.md#preferences-and-storage-keys), and an error for a read on the server
 * (docs/product-rules.md#error-messages). Reading and writing go through js-cookie
 * in src/providers/cookieStore.ts; names, values and defaults are in src/core/storedPreferences.ts.
 */

export const COOKIE_MAX_AGE_SECONDS = 31536000;

export const SERVER_COOKIE_ERROR_MESSAGE = 'getCookie() is not supported on the server';

/** The attributes every preference cookie is written with: a year on the whole site. */
export const COOKIE_ATTRIBUTES = {
  path: '/',
  'max-age': String(COOKIE_MAX_AGE_SECONDS),
  sameSite: 'Lax',
} as const;
