/** @jest-environment jsdom */
import { installGtag } from './gtag';
import { sendPageView } from './pageView';

describe('page views', () => {
  let calls: unknown[][];

  beforeEach(() => {
    calls = [];
    Object.assign(window, { gtag: (...args: unknown[]) => calls.push(args) });
    window.history.pushState(null, '', '/production-error/?code=1&args[]=me%40example.com#detail');
  });

  it('send the location as origin and path, never the query string or the hash', () => {
    installGtag('G-TEST', () => undefined);
    sendPageView('/production-error/');
    const location = `${window.location.origin}/production-error/`;
    expect(calls).toContainEqual(['set', { page_location: location, page_referrer: '' }]);
    expect(calls).toContainEqual(['set', { page_location: location }]);
    expect(calls).toContainEqual([
      'event',
      'page_view',
      {
        page_path: '/production-error/',
        productId: null,
        productCategoryId: null,
        page_location: location,
      },
    ]);
    const sent = JSON.stringify(calls);
    expect(sent).not.toContain('args');
    expect(sent).not.toContain('example.com');
    expect(sent).not.toContain('detail');
    // The location is set before the first event, so gtag never sends the browser's own.
    const firstSet = calls.findIndex((call) => call[0] === 'set');
    const firstEvent = calls.findIndex((call) => call[0] === 'event' || call[0] === 'config');
    expect(firstSet).toBeLessThan(firstEvent);
  });
});
