/** The rendered segments of a Markdown page: HTML, code blocks with copy, and live demos. */
import * as React from 'react';
import Box from '@mui/material/Box';
import type { Segment } from '@/content/markdown/segments';
import type { DemoData } from '@/content/demos/loadDemos';
import CodeBlock from '@/components/code/CodeBlock';
// Imported statically on purpose: the demo registry's next/dynamic entries must be registered when
// the page module loads, or Next does not preload them before hydration (a nested dynamic import
// renders nothing on the first client pass, and hydration fails).
import Demo from './Demo';
import { markdownStyles } from './markdownStyles';

export default function MarkdownContent({
  segments,
  demos = {},
}: {
  segments: Segment[];
  demos?: Record<string, DemoData>;
}) {
  return (
    <Box className="markdown-body" sx={markdownStyles}>
      {segments.map((segment, index) => {
        switch (segment.type) {
          case 'html':
            return <div key={index} dangerouslySetInnerHTML={{ __html: segment.html }} />;
          case 'code':
            return (
              <CodeBlock
                key={index}
                code={segment.code}
                html={segment.html}
                language={segment.language}
              />
            );
          case 'demo': {
            const demo = demos[segment.name];
            if (!demo) {
              throw new Error(
                `Module not found: ${segment.name}. Available: ${Object.keys(demos).join(', ')}`,
              );
            }
            return <Demo key={index} demo={demo} />;
          }
        }
      })}
    </Box>
  );
}
