/**
 * The article once per page: an exported page's HTML already holds its article, so the copy in
 * the page data (`__NEXT_DATA__`, the Markdown segments' HTML and highlighted code) is left out
 * and the page reads it back from its own markup when it hydrates
 * (src/components/docs/segmentsFromPage.ts). The data files of client-side navigation
 * (`/_next/data/…json`) keep it: there the HTML is not on the page yet.
 */
import { NEXT_DATA_ID } from '@/core/pageIds';

const NEXT_DATA = new RegExp(
  `(<script id="${NEXT_DATA_ID}" type="application/json">)([\\s\\S]*?)(</script>)`,
);

interface SegmentData {
  type?: unknown;
  html?: unknown;
  fromPage?: boolean;
}

/** Next.js's escaping of the page data inside its script element, restored after editing. */
function escapeForScript(json: string): string {
  return json
    .replace(/&/g, '\\u0026')
    .replace(/>/g, '\\u003e')
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Rewrites one exported page; null when it has no Markdown segments to leave out. */
export function leaveArticleOutOfPageData(html: string): string | null {
  const match = NEXT_DATA.exec(html);
  if (match === null) {
    return null;
  }
  const data = JSON.parse(match[2]) as { props?: { pageProps?: { segments?: unknown } } };
  const segments = data.props?.pageProps?.segments;
  if (!Array.isArray(segments)) {
    return null;
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
  if (!changed) {
    return null;
  }
  const json = escapeForScript(JSON.stringify(data));
  return `${html.slice(0, match.index)}${match[1]}${json}${match[3]}${html.slice(match.index + match[0].length)}`;
}
