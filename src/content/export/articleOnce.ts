/**
 * The article once per page: an exported page's HTML already holds its article, so the copy in
 * the page data (`__NEXT_DATA__`, the Markdown segments' HTML and highlighted code) is left out
 * and the page reads it back from its own markup when it hydrates
 * (src/components/docs/segmentsFromPage.ts), as client-side navigation reads it from the HTML it
 * fetches (src/components/layout/navigationDataFromPages.ts).
 */
import { readPageData } from './pageData';

interface SegmentData {
  type?: unknown;
  html?: unknown;
  fromPage?: boolean;
}

/** Empties the markup of a page's Markdown segments, in place; false when it has none to empty. */
export function leaveArticleOut(pageProps: unknown): boolean {
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

/** Rewrites one exported page; null when it has no Markdown segments to leave out. */
export function leaveArticleOutOfPageData(html: string): string | null {
  const page = readPageData(html);
  if (page === null || !leaveArticleOut(page.data.props?.pageProps)) {
    return null;
  }
  return page.write();
}
