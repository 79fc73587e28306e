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
  fromPage?: boolean;
}

/** Empties the markup of a page's Markdown segments, in place; false when it has none to empty. */
function leaveArticleOut(pageProps: unknown): boolean {
  const segments =
    typeof pageProps === 'object' && pageProps !== null && 'segments' in pageProps
      ? pageProps.segments
      : undefined;
  if (!Array.isArray(segments)) {
    return false;
  }
  let changed = false;
  for (const segment of segments as SegmentData[]) {
    if ((segment.type === 'html' || segment.type === 'code') && typeof segment.html === 'string') {
      if (segment.html !== '') {
        segment.html = '';
        segment.fromPage = true;
        changed = true;
      }
    }
  }
  return changed;
}

/**
 * A copy of the page props with the markup of its Markdown segments left out, for the page data
 * written into the page's HTML at render time (pages/_document.tsx); null when there is none to
 * leave out. `pageProps` itself is not changed: Next also keeps it as the page's data.
 */
export function pagePropsWithoutArticle(pageProps: unknown): Record<string, unknown> | null {
  if (typeof pageProps !== 'object' || pageProps === null || !('segments' in pageProps)) {
    return null;
  }
  const { segments } = pageProps;
  if (!Array.isArray(segments)) {
    return null;
  }
  const copy: Record<string, unknown> = {
    ...pageProps,
    segments: segments.map((segment: unknown) =>
      typeof segment === 'object' && segment !== null ? { ...segment } : segment,
    ),
  };
  return leaveArticleOut(copy) ? copy : null;
}
