/**
 * Runs in Node, like server rendering and the static build: reading a cookie there is a
 * programming error with the CONTRACT message (SPEC.md §8).
 */
import { getCookie } from './cookieStore';

describe('getCookie on the server', () => {
  it('throws the CONTRACT error', () => {
    expect(() => getCookie('codeVariant')).toThrow('getCookie() is not supported on the server');
  });
});
