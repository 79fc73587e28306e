/**
 * A small HTML tokenizer for the link check: start tags with their attributes, and the text of
 * <style> elements. Enough for the markup that React and Next.js write (quoted or unquoted
 * attributes, comments, raw-text elements), and fast over a whole export. Node and browser free.
 */

export interface StartTag {
  /** Lower-case tag name. */
  name: string;
  /** Lower-case attribute names with decoded values; a bare attribute has the value "". */
  attributes: Map<string, string>;
}

export interface HtmlVisitor {
  tag?: (tag: StartTag) => void;
  /** The text inside a <style> element. */
  styleText?: (css: string) => void;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references React and Next.js emit (named basics and numeric). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) {
    return text;
  }
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is text up to the matching end tag, never markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed']);

const TAG_NAME = /[a-zA-Z][^\s/>]*/y;
const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;
const TAG_END = /\s*(\/?)>/y;

/**
 * Reads the attributes of a start tag whose name ends at `from`. Returns where the tag ends
 * (just past `>`), or -1 if the document ends first.
 */
function readAttributes(html: string, from: number, attributes: Map<string, string>): number {
  let index = from;
  for (;;) {
    TAG_END.lastIndex = index;
    const end = TAG_END.exec(html);
    if (end) {
      return TAG_END.lastIndex;
    }
    ATTRIBUTE.lastIndex = index;
    const attribute = ATTRIBUTE.exec(html);
    if (!attribute) {
      // A stray character (such as a lone `/`): skip it, as a browser would.
      if (index >= html.length) {
        return -1;
      }
      index += 1;
      continue;
    }
    index = ATTRIBUTE.lastIndex;
    const name = attribute[1].toLowerCase();
    if (!attributes.has(name)) {
      attributes.set(name, decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''));
    }
  }
}

/** Walks the markup of `html` once, calling the visitor for every start tag and style text. */
export function scanHtml(html: string, visitor: HtmlVisitor): void {
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      return;
    }
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    const next = html[open + 1];
    if (next === '!' || next === '?' || next === '/') {
      const close = html.indexOf('>', open + 1);
      index = close === -1 ? html.length : close + 1;
      continue;
    }
    TAG_NAME.lastIndex = open + 1;
    const nameMatch = TAG_NAME.exec(html);
    if (!nameMatch) {
      index = open + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const attributes = new Map<string, string>();
    const tagEnd = readAttributes(html, TAG_NAME.lastIndex, attributes);
    if (tagEnd === -1) {
      return;
    }
    visitor.tag?.({ name, attributes });
    index = tagEnd;
    if (RAW_TEXT.has(name)) {
      const closeTag = new RegExp(`</${name}[\\s/>]`, 'gi');
      closeTag.lastIndex = index;
      const close = closeTag.exec(html);
      const textEnd = close ? close.index : html.length;
      if (name === 'style') {
        visitor.styleText?.(html.slice(index, textEnd));
      }
      index = textEnd;
    }
  }
}
