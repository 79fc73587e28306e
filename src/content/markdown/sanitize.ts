/**
 * Raw HTML written in Markdown is parsed (rehype-raw) and then made safe: elements that run or
 * embed code are dropped, as are event-handler attributes and script URLs. Everything else an
 * author needs (`<p class="description">`, `<aside class="callout">`, `<code>`, tables…) stays.
 */
import type { Element, Root } from 'hast';
import { visit, SKIP } from 'unist-util-visit';

/** Elements removed with their content. */
export const DROPPED_ELEMENTS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'frame',
  'frameset',
  'applet',
  'base',
  'meta',
  'link',
  'style',
]);

/** Properties (hast names) that hold a URL. */
const URL_PROPERTIES = new Set([
  'href',
  'src',
  'action',
  'formAction',
  'xLinkHref',
  'poster',
  'data',
  'cite',
  'background',
]);

/** `javascript:`, `vbscript:` and HTML `data:` URLs, however they are spaced or cased. */
export function isScriptUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside the scheme.
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return /^(javascript|vbscript):/.test(compact) || compact.startsWith('data:text/html');
}

function isSafeProperty([name, value]: [string, unknown]): boolean {
  const isHandler = /^on/i.test(name);
  const isSrcdoc = name.toLowerCase() === 'srcdoc';
  const isBadUrl =
    URL_PROPERTIES.has(name) &&
    (Array.isArray(value) ? value.map(String) : [String(value)]).some(isScriptUrl);
  return !isHandler && !isSrcdoc && !isBadUrl;
}

function cleanProperties(node: Element): void {
  node.properties = Object.fromEntries(Object.entries(node.properties).filter(isSafeProperty));
}

/** A unified (rehype) plugin: sanitises the tree in place. */
export function rehypeSanitizeRaw() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (DROPPED_ELEMENTS.has(node.tagName) && parent && index !== undefined) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      cleanProperties(node);
      return undefined;
    });
    // Anything rehype-raw could not parse stays as raw text: never pass it through as HTML.
    visit(tree, 'raw', (node, index, parent) => {
      if (parent && index !== undefined) {
        parent.children.splice(index, 1, { type: 'text', value: node.value });
      }
    });
  };
}
