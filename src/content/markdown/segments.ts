/** What a rendered Markdown page is made of: HTML, code blocks and live demos, in order. */

export interface HtmlSegment {
  type: 'html';
  html: string;
}

export interface CodeSegment {
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
