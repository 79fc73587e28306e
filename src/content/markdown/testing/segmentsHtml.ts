import type { Segment } from '../segments';

/** The HTML of a rendered page's segments, demos left out: what tests look for markup in. */
export function htmlOf(segments: Segment[]): string {
  return segments.map((segment) => (segment.type === 'html' ? segment.html : '')).join('\n');
}
