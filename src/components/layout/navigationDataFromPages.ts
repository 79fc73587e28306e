/**
 * Client-side navigation without page data files: the export writes no `/_next/data/…json`
 * (scripts/export/02-navigation-data.ts), and when Next's router asks for one this answers it in
 * the browser from the page's own HTML: its `__NEXT_DATA__` holds the same props, and its article
 * the markup the export left out of them (src/components/docs/segmentsFromPage.ts). The HTML is
 * the file a reader who opens the page directly downloads anyway, so the browser and the service
 * worker cache one file per page instead of two.
 *
 * A page of another build (a deploy in between), a missing page or a network failure answers the
 * router with an error, on which Next loads the page in full, as it does for a missing data file;
 * a declined prefetch is an error Next ignores.
 */
import { NAVIGATION_DATA_PREFIX, pagePathForDataUrl } from '@/core/navigationData';
import { NEXT_DATA_ID } from '@/core/pageIds';
import type { Segment } from '@/content/markdown/segments';
import { segmentsWithMarkupFrom } from '@/components/docs/segmentsFromPage';
import { rememberPreviewsFrom } from '@/components/docs/previewFromPage';

interface PageData {
  buildId?: unknown;
  /** The route file that rendered the page. */
  page?: unknown;
  props?: { pageProps?: { segments?: unknown } };
}

/** The router's data (`{ pageProps, … }`) for a page of build `buildId`, from its HTML; null when it has none. */
export function navigationDataFromHtml(html: string, buildId: string): string | null {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const script = page.getElementById(NEXT_DATA_ID);
  if (script === null) {
    return null;
  }
  let data: PageData;
  try {
    data = JSON.parse(script.textContent ?? '') as PageData;
  } catch {
    return null;
  }
  if (data.buildId !== buildId || typeof data.props !== 'object' || data.props === null) {
    return null;
  }
  // A host that answers a missing page with the not-found page and a 200: that is no page's data.
  if (data.page === '/404' || data.page === '/_error') {
    return null;
  }
  const pageProps = data.props.pageProps;
  if (pageProps && Array.isArray(pageProps.segments)) {
    pageProps.segments = segmentsWithMarkupFrom(page, pageProps.segments as Segment[]);
  }
  // Its demos' previews, left out of its data like the article (src/components/docs/previewFromPage.ts).
  rememberPreviewsFrom(page);
  return JSON.stringify(data.props);
}

function requestUrl(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' || input instanceof URL ? input : input.url;
  return new URL(href, window.location.href);
}

let installed = false;

/** Wraps `window.fetch`, once, so that the router's data requests of build `buildId` read the pages. */
export function answerNavigationDataFromPages(buildId: string): void {
  if (installed) {
    return;
  }
  installed = true;
  const fetchFromNetwork = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = requestUrl(input);
    const pagePath =
      url.origin === window.location.origin && url.pathname.startsWith(NAVIGATION_DATA_PREFIX)
        ? pagePathForDataUrl(url.pathname, buildId)
        : null;
    if (pagePath === null) {
      return fetchFromNetwork(input, init);
    }
    // A prefetch is declined (Next then loads the route's scripts only, and fetches the page when
    // the link is followed): a page's HTML is several times its props, and a page shows dozens of
    // links the reader will not follow. The service worker keeps every page fetched here.
    if (new Headers(init?.headers).get('purpose') === 'prefetch') {
      return new Response(null, { status: 503, statusText: 'Not prefetched' });
    }
    // After a navigation Next asks again with HEAD, for a server to revalidate the page: an
    // exported page never changes, so there is nothing to fetch.
    if ((init?.method ?? 'GET').toUpperCase() === 'HEAD') {
      return new Response(null, { status: 200 });
    }
    const page = await fetchFromNetwork(pagePath, { credentials: 'same-origin' });
    if (!page.ok) {
      return new Response(null, { status: page.status });
    }
    const data = navigationDataFromHtml(await page.text(), buildId);
    return data === null
      ? new Response(null, { status: 409, statusText: 'Page of another build' })
      : new Response(data, { status: 200, headers: { 'content-type': 'application/json' } });
  };
}
