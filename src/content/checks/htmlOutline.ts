/**
 * The outline of an exported HTML page, read from its `<main>`: headings with whether content
 * follows them, the prose text, and the live demos. A small tokenizer, enough for the markup the
 * build writes; it never throws on odd input.
 */
import { HTML_VOID_ELEMENTS } from '@/core/htmlVoidElements';
import type { OutlineHeading } from './markdownOutline';

export interface HtmlOutline {
  headings: OutlineHeading[];
  /** Visible text outside headings, code and scripts. */
  prose: string;
  /** The reader's text of the page: prose outside code blocks and outside live demos. */
  mainText: string;
  /** Number of live demos (elements with the `demo-preview` class). */
  demos: number;
}

const TAG =
  /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const RAW_TEXT = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
const HEADING = /^h([1-6])$/;
/** Elements that are content even without text. */
const CONTENT_ELEMENTS = new Set([
  'img',
  'svg',
  'iframe',
  'video',
  'canvas',
  'input',
  'select',
  'textarea',
  'table',
  'pre',
]);
const CODE_ELEMENTS = new Set(['pre', 'code']);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) {
      return String.fromCodePoint(parseInt(name.slice(1), 10));
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The markup inside `<main>`, or the whole document when there is none. */
export function mainMarkup(html: string): string {
  const start = html.search(/<main\b/i);
  const end = html.search(/<\/main\s*>/i);
  return start >= 0 && end > start ? html.slice(start, end) : html;
}

export function htmlOutline(html: string): HtmlOutline {
  const markup = mainMarkup(html).replace(COMMENTS, '').replace(RAW_TEXT, '');
  const headings: OutlineHeading[] = [];
  const prose: string[] = [];
  const mainText: string[] = [];
  let heading: OutlineHeading | null = null;
  let codeDepth = 0;
  let demos = 0;

  const addText = (raw: string) => {
    const text = decodeEntities(raw);
    if (text.trim() === '') {
      return;
    }
    if (heading) {
      heading.text += text;
      return;
    }
    const last = headings[headings.length - 1];
    if (last) {
      last.hasContent = true;
    }
    if (codeDepth === 0) {
      prose.push(text);
      if (demoDepth === null) {
        mainText.push(text);
      }
    }
  };

  const stack: string[] = [];
  /** Stack depth of the demo being read: its own headings are part of the demo, not the page. */
  let demoDepth: number | null = null;
  let position = 0;
  for (const match of markup.matchAll(TAG)) {
    addText(markup.slice(position, match.index));
    position = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = match[2].toLowerCase();
    const selfClosing = match[4] === '/' || HTML_VOID_ELEMENTS.has(name);
    if (closing) {
      const open = stack.lastIndexOf(name);
      if (open >= 0) {
        stack.length = open;
      }
      if (demoDepth !== null && stack.length < demoDepth) {
        demoDepth = null;
      }
    } else if (!selfClosing) {
      stack.push(name);
    }
    const level = HEADING.exec(name);
    if (level && demoDepth === null) {
      if (closing) {
        heading = null;
      } else {
        heading = { level: Number(level[1]), text: '', hasContent: false };
        headings.push(heading);
      }
      continue;
    }
    if (CODE_ELEMENTS.has(name) && !selfClosing) {
      codeDepth = Math.max(0, codeDepth + (closing ? -1 : 1));
    }
    if (closing) {
      continue;
    }
    if (demoDepth === null && /\bclass\s*=\s*["'][^"']*\bdemo-preview\b/.test(match[3])) {
      demos += 1;
      demoDepth = selfClosing ? null : stack.length;
    }
    const last = headings[headings.length - 1];
    if (!heading && last && (CONTENT_ELEMENTS.has(name) || demoDepth !== null)) {
      last.hasContent = true;
    }
  }
  addText(markup.slice(position));
  for (const entry of headings) {
    entry.text = entry.text.replace(/\s+/g, ' ').trim();
  }
  return {
    headings,
    prose: prose.join(' '),
    mainText: mainText.join(' ').replace(/\s+/g, ' ').trim(),
    demos,
  };
}
