/**
 * What the search index takes from one exported HTML page: its title, description, language,
 * headings and API entries with their anchors, the text of its content, and the site pages its
 * content links to. Only the element marked `data-search-body` is read, minus the parts marked
 * `data-search-ignore` (demos, notes, edit links) and navigation.
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { IndexedSection, SectionKind } from '@/core/searchIndex';
import {
  SEARCH_BODY_ATTRIBUTE,
  SEARCH_IGNORE_ATTRIBUTE,
  SEARCH_UNTRANSLATED_ATTRIBUTE,
} from '@/core/searchMarkers';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface ExportedPage {
  /** Site path with language prefix and trailing slash. */
  path: string;
  /** `<html lang>`. */
  language: string;
  title: string;
  description: string;
  translated: boolean;
  sections: IndexedSection[];
  /** The content's text, headings and API entries included. */
  text: string;
  /** Site paths (no hash, no query) that links in the content point to. */
  links: string[];
}

/** Elements whose text is not content. */
const SKIPPED = new Set(['script', 'style', 'template', 'nav', 'button', 'svg', 'h1']);
const HEADING = /^h[2-4]$/;
/**
 * API entries: `<li id="prop-variant">` or a table row with the same id. An interface's
 * properties (`property-field`) are found like a component's props.
 */
const API_ENTRY = /^(property|prop|slot|class|parameter|return)-/;
const ENTRY_KINDS: Record<string, SectionKind> = {
  property: 'prop',
  prop: 'prop',
  slot: 'slot',
  class: 'class',
  parameter: 'parameter',
  return: 'return',
};

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function children(node: Node): Node[] {
  if (isElement(node) && node.tagName === 'template') return [];
  return 'childNodes' in node ? node.childNodes : [];
}

/** The text of a node, words of adjacent elements kept apart. */
function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (isElement(node) && SKIPPED.has(node.tagName)) return '';
  return children(node)
    .map(textOf)
    .join(isElement(node) ? ' ' : '');
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function find(node: Node, test: (element: Element) => boolean): Element | null {
  for (const child of children(node)) {
    if (isElement(child) && test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return null;
}

/** The name an API entry is found by: a CSS class's full class name, otherwise its name. */
function entryName(element: Element, kind: SectionKind): string {
  if (kind === 'class') {
    const className = find(
      element,
      (e) => e.tagName === 'code' && textOf(e).trim().startsWith('.'),
    );
    if (className) return clean(textOf(className)).slice(1);
  }
  const code = find(element, (e) => e.tagName === 'code');
  return clean(textOf(code ?? element));
}

function sitePath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0];
  return path.endsWith('/') ? path : null;
}

interface Walk {
  sections: IndexedSection[];
  text: string[];
  links: string[];
}

function walk(node: Node, into: Walk): void {
  if (node.nodeName === '#text' && 'value' in node) {
    into.text.push(node.value);
    return;
  }
  if (!isElement(node)) {
    for (const child of children(node)) walk(child, into);
    return;
  }
  if (SKIPPED.has(node.tagName) || attribute(node, SEARCH_IGNORE_ATTRIBUTE) !== undefined) return;
  if (attribute(node, 'role') === 'group') return; // layout toggles of API tables
  const id = attribute(node, 'id');
  if (id && HEADING.test(node.tagName)) {
    const text = clean(textOf(node));
    if (text) into.sections.push({ kind: 'heading', text, id });
  } else if (id && API_ENTRY.test(id)) {
    const kind = ENTRY_KINDS[id.slice(0, id.indexOf('-'))];
    const name = entryName(node, kind);
    if (name) into.sections.push({ kind, text: name, id });
  }
  if (node.tagName === 'a') {
    const target = sitePath(attribute(node, 'href') ?? '');
    if (target) into.links.push(target);
  }
  into.text.push(' ');
  for (const child of children(node)) walk(child, into);
  into.text.push(' ');
}

const ARTICLE_START = new RegExp(`<[a-z]+[^>]*\\s${SEARCH_BODY_ATTRIBUTE}(?:=|[\\s>])`);

/** An attribute of the first start tag that `pattern` finds in the document, decoded. */
function tagAttribute(html: string, pattern: RegExp, name: string): string {
  const tag = pattern.exec(html)?.[0];
  if (!tag) return '';
  const element = parseFragment(tag.replace(/^<html/, '<div')).childNodes.find(isElement);
  return element ? (attribute(element, name) ?? '') : '';
}

/**
 * Reads an exported page; null when it has no element marked for search (tab pages, the
 * offline page, redirects). `path` is the site path the file is served at.
 */
export function readExportedPage(path: string, html: string): ExportedPage | null {
  const start = ARTICLE_START.exec(html);
  if (!start) return null;
  const end = html.indexOf('</main>', start.index);
  const fragment = parseFragment(html.slice(start.index, end === -1 ? undefined : end));
  const article = fragment.childNodes.find(isElement);
  if (!article) return null;
  const h1 = find(article, (element) => element.tagName === 'h1');
  const title = h1 ? clean(children(h1).map(textOf).join('')) : '';
  const into: Walk = { sections: [], text: [], links: [] };
  walk(article, into);
  return {
    path,
    language: tagAttribute(html, /<html[^>]*>/, 'lang') || 'en',
    title,
    description: tagAttribute(html, /<meta name="description"[^>]*>/, 'content'),
    translated: attribute(article, SEARCH_UNTRANSLATED_ATTRIBUTE) === undefined,
    sections: into.sections,
    text: clean(into.text.join('')),
    links: into.links,
  };
}
