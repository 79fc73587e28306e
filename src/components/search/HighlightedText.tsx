/** Text with its matched parts in <mark>: rendered as text nodes only, never as HTML. */
import * as React from 'react';
import Box from '@mui/material/Box';
import type { TextSegment } from '@/core/searchExcerpt';

export default function HighlightedText({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <Box
            key={index}
            component="mark"
            sx={{ bgcolor: 'transparent', color: 'primary.main', fontWeight: 600 }}
          >
            {segment.text}
          </Box>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  );
}
