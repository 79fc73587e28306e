/** What a rendered Markdown page is made of: HTML, code blocks and live demos, in order. */
import type { DemoOptions } from '@/core/demoMarker';

/**
 * Set by the export step that leaves the article out of the page data (src/content/export/
 * articleOnce.ts): `html` is empty, and the page reads the markup back from its own HTML.
 */
interface FromPage {
  fromPage?: true;
}

export interface HtmlSegment extends FromPage {
  type: 'html';
  html: string;
}

export interface CodeSegment extends FromPage {
  type: 'code';
  language: string;
  /** The source text, for copying. */
  code: string;
  /** Highlighted HTML with light and dark colours as CSS variables. */
  html: string;
}

export interface DemoSegment {
  type: 'demo';
  /** The demo file name as written in the page, e.g. `BasicButtons.tsx`. */
  name: string;
  /** The options its marker sets (src/core/demoMarker.ts); absent when it sets none. */
  options?: Partial<DemoOptions>;
}

export type Segment = HtmlSegment | CodeSegment | DemoSegment;

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedMarkdown {
  segments: Segment[];
  toc: TocEntry[];
}
