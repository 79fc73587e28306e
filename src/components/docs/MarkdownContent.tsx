/** The rendered segments of a Markdown page: HTML, code blocks with copy, and live demos. */
import * as React from 'react';
import dynamic from 'next/dynamic';
import type { Segment } from '@/content/markdown/segments';
import type { DemoData } from '@/content/demos/loadDemos';
import CodeBlock from '@/components/code/CodeBlock';
import { ARTICLE_LINK_HANDLERS } from './articleLinks';
import { HEADINGS_CLASS } from './headingStyles';
import styles from './Markdown.module.css';
import { ARTICLE_ATTRIBUTE, segmentsFromPage } from './segmentsFromPage';
// Imported here, with the page, and handed to the demo frame: its next/dynamic parts (Joy's
// theme, the demo fonts) must be registered when the page loads, so Next links their styles in
// the HTML and preloads them before hydration. Inside the lazily loaded frame, Turbopack names
// their chunks in the loadable manifest without writing them.
import DemoThemeScope from './DemoThemeScope';
import { ContentMuiScope } from '@/components/layout/muiScope';

// The demo frame (source toggles, code, error boundary) loads only on pages with a demo. It is a
// next/dynamic part, not React.lazy: Next preloads the ones a page rendered on the server before
// it hydrates. A lazy part that suspended while the page hydrated made React 18 throw that pass
// away and, as it went on through the article's next segments, meet a hydration mismatch at each
// (error 418), whose component stacks alone blocked the main thread for hundreds of milliseconds.
const Demo = dynamic(() => import('./Demo'));

export default function MarkdownContent({
  segments,
  demos = {},
}: {
  segments: Segment[];
  demos?: Record<string, DemoData>;
}) {
  const shown = segmentsFromPage(segments);
  const content = (
    <div
      className={`markdown-body ${HEADINGS_CLASS} ${styles.markdown}`}
      {...{ [ARTICLE_ATTRIBUTE]: '' }}
    >
      {shown.map((segment, index) => {
        switch (segment.type) {
          case 'html':
            return (
              <div
                key={index}
                {...ARTICLE_LINK_HANDLERS}
                dangerouslySetInnerHTML={{ __html: segment.html }}
              />
            );
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
            return <Demo key={index} demo={demo} ThemeScope={DemoThemeScope} />;
          }
        }
      })}
    </div>
  );
  // Demos render MUI components: a page with one has the MUI theme around its content (one
  // scope for all of them); a page without loads none.
  return shown.some((segment) => segment.type === 'demo') ? (
    <ContentMuiScope>{content}</ContentMuiScope>
  ) : (
    content
  );
}
