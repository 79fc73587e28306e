/**
 * What may never reach a page from its Markdown, checked on the DOM a browser's HTML parser makes
 * of the output (sanitize.test.ts runs it under jsdom). Written from the HTML standard's lists of
 * script-running and navigating constructs, independently of the sanitizer's schema, so that a
 * hole in the schema shows up here.
 */

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Elements that run or embed code, load resources into the page, or change how it is parsed. */
const DANGEROUS_ELEMENTS = new Set([
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'portal',
  'template',
  'slot',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'title',
  'textarea',
  'select',
  'option',
  'form',
  'button',
  'isindex',
  'video',
  'audio',
  'marquee',
  'html',
  'head',
  'body',
  'svg',
  'math',
]);

/** Attributes whose value is a URL the browser follows or loads. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'cite',
  'longdesc',
  'poster',
  'background',
  'data',
  'action',
  'formaction',
  'ping',
  'lowsrc',
  'dynsrc',
  'codebase',
  'manifest',
  'icon',
  'usemap',
  'xlink:href',
]);

/** Attributes that run code, style the page, or give an element a role in the document's parsing. */
const DANGEROUS_ATTRIBUTES = new Set([
  'style',
  'srcdoc',
  'formaction',
  'action',
  'xlink:href',
  'is',
  'name',
  'http-equiv',
  'shadowrootmode',
  'shadowroot',
]);

/** The page's own ids (Next.js's root and data). */
const PAGE_IDS = new Set(['__next', '__NEXT_DATA__']);

/** The scheme of a URL as a browser reads it: control characters and whitespace ignored. */
function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return match ? match[1] : null;
}

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

function isSafeUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === null || SAFE_SCHEMES.has(scheme);
}

function urlsOf(name: string, value: string): string[] {
  if (name === 'srcset') {
    return value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  }
  return URL_ATTRIBUTES.has(name) ? [value] : [];
}

function describe(element: Element): string {
  return `<${element.tagName.toLowerCase()}>`;
}

/** Every dangerous construct in `root` and below, template contents included. */
export function findDangers(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName;
    if (element.namespaceURI !== HTML_NAMESPACE) {
      found.push(`${describe(element)} outside HTML (${element.namespaceURI ?? 'no namespace'})`);
    }
    if (DANGEROUS_ELEMENTS.has(tag)) {
      found.push(`element ${describe(element)}`);
    }
    if (
      tag === 'input' &&
      !(element.getAttribute('type') === 'checkbox' && element.hasAttribute('disabled'))
    ) {
      found.push('an <input> other than a disabled checkbox');
    }
    if (element.shadowRoot) {
      found.push(`a shadow root on ${describe(element)}`);
    }
    for (const { name, value } of Array.from(element.attributes)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) {
        found.push(`event handler ${name} on ${describe(element)}`);
      }
      if (DANGEROUS_ATTRIBUTES.has(lower)) {
        found.push(`attribute ${name} on ${describe(element)}`);
      }
      if (lower === 'id' && PAGE_IDS.has(value)) {
        found.push(`the page's own id ${value}`);
      }
      for (const url of urlsOf(lower, value)) {
        if (!isSafeUrl(url)) {
          found.push(`${name}="${value}" on ${describe(element)}`);
        }
      }
    }
    if (element instanceof HTMLTemplateElement) {
      found.push(...findDangers(element.content));
    }
  }
  return found;
}

/**
 * The dangers in `html` as a browser reads it where the site puts it (the inner HTML of a `<div>`),
 * and as it reads it again once serialized: markup that changes between two parses (mutation XSS)
 * shows up in the second.
 */
export function dangersInHtml(html: string): string[] {
  const first = document.createElement('div');
  first.innerHTML = html;
  const second = document.createElement('div');
  second.innerHTML = first.innerHTML;
  return [...findDangers(first), ...findDangers(second)];
}
