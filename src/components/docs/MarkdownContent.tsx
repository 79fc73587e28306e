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
// Imported here, with the page, and handed to each demo island: its next/dynamic parts must be
// registered when the page loads, so Next links their styles in the HTML.
import DemoThemeScope, { demoAreaOf, type DemoArea } from './DemoThemeScope';
import { demoIdOf } from './DemoRegistryContext';
import type DemoIslandType from './island/DemoIsland';
import { moduleNotFound } from '@/core/moduleNotFound';

// Through next/dynamic: registered by the pages that render a demo, which load it with their
// scripts (before they hydrate, so it renders at once); a page without demos loads none of it.
// One per area, with the fonts of its demos (a Joy page does not download Roboto).
const ISLANDS: Record<
  DemoArea,
  React.ComponentType<React.ComponentProps<typeof DemoIslandType>>
> = {
  material: dynamic(() => import('./island/MaterialDemoIsland')),
  joy: dynamic(() => import('./island/JoyDemoIsland')),
  shell: dynamic(() => import('./island/DemoIsland')),
};

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
        // A React root of its own, which hydrates once the page is interactive
        // (src/components/docs/island/DemoIsland.tsx). Keyed by the demo: another page of the
        // same route reached in the app gets a new island, not this one with another demo.
        const demoId = demoIdOf(demo);
        const DemoIsland = ISLANDS[demoAreaOf(demoId)];
        return (
          <DemoIsland
            key={demoId}
            index={index}
            demo={demo}
            options={segment.options}
            ThemeScope={DemoThemeScope}
          />
        );
      }
    }
  }
  return (
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
}
