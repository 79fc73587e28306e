/**
 * The segments of a Markdown article with their markup, as the page shows them. On a directly
 * loaded page the export left the markup out of the page data (src/content/export/articleOnce.ts):
 * it is read back, once, from the server-rendered article before hydration touches it. A page
 * reached by client-side navigation has it read from that page's fetched HTML the same way
 * (src/components/layout/navigationDataFromPages.ts), and passes through unchanged.
 */
import type { Segment } from '@/content/markdown/segments';

/** The article element's data attribute: its children are the segments, in order. */
export const ARTICLE_ATTRIBUTE = 'data-article-segments';

/** Marks a child of the article that is not a segment (the playground section). */
export const NOT_SEGMENT_ATTRIBUTE = 'data-not-segment';

/** Restored segments, by the page data array they came from, should the article mount again. */
const restored = new WeakMap<Segment[], Segment[]>();

function markupOf(element: Element | undefined, segment: Segment): string {
  if (element === undefined) return '';
  if (segment.type === 'code') {
    // The highlighted code is the content of the element that holds the <pre>.
    return element.querySelector('pre')?.parentElement?.innerHTML ?? '';
  }
  return element.innerHTML;
}

/** The segments with the markup the page `root` shows for those left out of its page data. */
export function segmentsWithMarkupFrom(root: ParentNode, segments: Segment[]): Segment[] {
  const article = root.querySelector(`[${ARTICLE_ATTRIBUTE}]`);
  // Style elements that a style engine may have put beside the segments are not segments.
  const children = article
    ? Array.from(article.children).filter(
        (child) =>
          !['STYLE', 'SCRIPT'].includes(child.tagName) &&
          !child.hasAttribute(NOT_SEGMENT_ATTRIBUTE),
      )
    : [];
  return segments.map((segment, index) =>
    segment.type !== 'demo' && segment.fromPage
      ? { ...segment, html: markupOf(children[index], segment), fromPage: undefined }
      : segment,
  );
}

function needsMarkup(segments: Segment[]): boolean {
  return segments.some((segment) => segment.type !== 'demo' && segment.fromPage === true);
}

/** Not a React hook: a pure read of the page, cached per page data, so any render may call it. */
export function segmentsFromPage(segments: Segment[]): Segment[] {
  if (typeof document === 'undefined' || !needsMarkup(segments)) {
    return segments;
  }
  let known = restored.get(segments);
  if (known === undefined) {
    known = segmentsWithMarkupFrom(document, segments);
    restored.set(segments, known);
  }
  return known;
}
