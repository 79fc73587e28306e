/**
 * The emotion classes (`css-…`) of a page's elements that hold text, themselves or in an element
 * inside them: the elements whose font the browser downloads for the first paint. An icon button
 * styled with a font but showing only an SVG needs none. A streaming scan of the server-rendered
 * markup, which React writes well-formed.
 */
import { HTML_VOID_ELEMENTS } from '@/core/htmlVoidElements';

/** Elements whose content is not markup: skipped to their end tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'template', 'textarea', 'title']);
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)([^>]*)>|([^<]+)/g;

function emotionClasses(attributes: string): string[] {
  const value = /\sclass="([^"]*)"/.exec(attributes)?.[1] ?? '';
  return value.split(/\s+/).filter((name) => name.startsWith('css-'));
}

export function classesWithText(html: string): Set<string> {
  const found = new Set<string>();
  const open: { tag: string; classes: string[] }[] = [];
  const start = html.indexOf('<body');
  TOKEN.lastIndex = start === -1 ? 0 : start;
  let token: RegExpExecArray | null;
  while ((token = TOKEN.exec(html)) !== null) {
    const [, closing, rawTag, attributes, text] = token;
    if (text !== undefined) {
      if (text.trim() !== '') {
        for (const element of open) {
          element.classes.forEach((name) => found.add(name));
        }
      }
      continue;
    }
    if (rawTag === undefined) {
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = open.map((element) => element.tag).lastIndexOf(tag);
      if (at !== -1) {
        open.length = at;
      }
      continue;
    }
    if (RAW_TEXT_ELEMENTS.has(tag)) {
      const end = html.indexOf(`</${tag}`, TOKEN.lastIndex);
      TOKEN.lastIndex = end === -1 ? html.length : end;
      continue;
    }
    if (!HTML_VOID_ELEMENTS.has(tag) && !attributes.endsWith('/')) {
      open.push({ tag, classes: emotionClasses(attributes) });
    }
  }
  return found;
}
