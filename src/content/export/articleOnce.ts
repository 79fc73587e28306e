/**
 * The article once per page: an exported page's HTML already holds its article, so the copy in
 * the page data (`__NEXT_DATA__`, the Markdown segments' HTML and highlighted code) is left out
 * and the page reads it back from its own markup when it hydrates
 * (src/components/docs/segmentsFromPage.ts), as client-side navigation reads it from the HTML it
 * fetches (src/components/layout/navigationDataFromPages.ts).
 */

interface SegmentData {
  type?: unknown;
  html?: unknown;
}

/** A segment whose markup the page's HTML holds: an HTML or code segment with markup left in it. */
function hasMarkup(segment: unknown): segment is SegmentData & { html: string } {
  if (typeof segment !== 'object' || segment === null) {
    return false;
  }
  const { type, html } = segment as SegmentData;
  return (type === 'html' || type === 'code') && typeof html === 'string' && html !== '';
}

/**
 * A copy of the page props with the markup of its Markdown segments left out (each such segment
 * marked `fromPage`), for the page data written into the page's HTML at render time
 * (pages/_document.tsx); null when there is none to leave out. `pageProps` itself is not changed:
 * Next also keeps it as the page's data.
 */
export function pagePropsWithoutArticle(pageProps: unknown): Record<string, unknown> | null {
  if (typeof pageProps !== 'object' || pageProps === null || !('segments' in pageProps)) {
    return null;
  }
  const { segments } = pageProps;
  if (!Array.isArray(segments) || !segments.some(hasMarkup)) {
    return null;
  }
  return {
    ...pageProps,
    segments: segments.map((segment: unknown) =>
      hasMarkup(segment) ? { ...segment, html: '', fromPage: true } : segment,
    ),
  };
}
