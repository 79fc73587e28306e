/** Text with its matched parts in <mark>: rendered as text nodes only, never as HTML. */
import * as React from 'react';
import type { TextSegment } from '@/core/searchExcerpt';

export default function HighlightedText({
  segments,
  markClassName,
}: {
  segments: TextSegment[];
  markClassName: string;
}) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className={markClassName}>
            {segment.text}
          </mark>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  );
}
