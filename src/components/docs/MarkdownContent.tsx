/** The rendered segments of a Markdown page: HTML, code blocks with copy, and live demos. */
import * as React from 'react';
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
import { DemoInFrame, loadDemoFrame, pageDataHasDemo } from './demoFrame';
import { noteDemoHydrated } from '@/providers/demoHydrationGate';
import { moduleNotFound } from '@/core/moduleNotFound';

// The demo frame loads only on pages with a demo, and a page that has one starts it as its scripts
// run, before it hydrates (src/components/docs/demoFrame.tsx).
if (typeof window !== 'undefined' && pageDataHasDemo(window.__NEXT_DATA__)) {
  void loadDemoFrame();
}

/**
 * Inside a demo's boundary: reports it once the boundary has committed, which is when the demo
 * has hydrated (or rendered in the browser). The saved settings wait for every demo
 * (src/providers/demoHydrationGate.ts).
 */
function ReportHydration(): null {
  const reported = React.useRef(false);
  React.useEffect(() => {
    if (!reported.current) {
      reported.current = true;
      noteDemoHydrated();
    }
  }, []);
  return null;
}

export default function MarkdownContent({
  segments,
  demos = {},
  insert = null,
}: {
  segments: Segment[];
  demos?: Record<string, DemoData>;
  /** A section shown after one segment (the playground); it must carry NOT_SEGMENT_ATTRIBUTE. */
  insert?: { afterSegment: number; node: React.ReactNode } | null;
}) {
  const shown = segmentsFromPage(segments);
  const hasDemo = shown.some((segment) => segment.type === 'demo');
  if (hasDemo) {
    // A page reached in the app: its frame loads with its first render.
    void loadDemoFrame();
  }
  function renderSegment(segment: Segment, index: number): React.ReactNode {
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
          throw moduleNotFound(segment.name, Object.keys(demos));
        }
        // A boundary per demo: while the frame loads, React hydrates the rest of the article
        // and leaves the demo's server HTML as it is. Within one boundary for the page, the
        // suspended frame made React 18 go on through the next segments against the wrong
        // server nodes, throw a hydration error (418) at each, and hydrate the page again.
        return (
          <React.Suspense key={index}>
            <DemoInFrame demo={demo} options={segment.options} ThemeScope={DemoThemeScope} />
            <ReportHydration />
          </React.Suspense>
        );
      }
    }
  }
  const content = (
    <div
      className={`markdown-body ${HEADINGS_CLASS} ${styles.markdown}`}
      {...{ [ARTICLE_ATTRIBUTE]: '' }}
    >
      {shown.map((segment, index) => (
        <React.Fragment key={index}>
          {renderSegment(segment, index)}
          {insert && insert.afterSegment === index ? insert.node : null}
        </React.Fragment>
      ))}
    </div>
  );
  // Demos render MUI components: a page with one has the MUI theme around its content (one
  // scope for all of them); a page without loads none.
  return hasDemo ? <ContentMuiScope>{content}</ContentMuiScope> : content;
}
