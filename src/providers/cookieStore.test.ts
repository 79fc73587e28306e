/**
 * Runs in Node, like server rendering and the static build: reading a cookie there is a
 * programming error with the documented message (docs/product-rules.md#error-messages).
 */
import { getCookie } from './cookieStore';

describe('getCookie on the server', () => {
  it('throws the documented error', () => {
    expect(() => getCookie('codeVariant')).toThrow('getCookie() is not supported on the server');
  });
});
