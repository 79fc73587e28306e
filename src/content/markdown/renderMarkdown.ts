/**
 * Markdown to page segments at build time: GFM, callouts, heading ids, a table of contents,
 * internal links in the page's language, highlighted code, and live demo markers. Raw HTML is
 * parsed, then everything the Markdown produced is sanitized by rehype-sanitize's allowlist
 * (sanitizeSchema.ts) before the site adds its own parts: no script runs from page content.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { toString } from 'hast-util-to-string';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Nodes as MdastNodes } from 'mdast';
import type { Language } from '@/core/language';
import { expandCallouts } from './callouts';
import { resolveMarkdownLink } from './relativeLinks';
import { highlight } from './highlighter';
import { sanitizeSchema } from './sanitizeSchema';
import { assignPageIds } from './pageIds';
import { checkNesting } from './nesting';
import { leadParagraphsAsMarkdown } from './leadParagraph';
import { lineOf, MarkdownProblem, reportAt, type MarkdownLocation } from './markdownProblem';
import { parseDemoMarker, type DemoMarker } from '@/core/demoMarker';
import type { RenderedMarkdown, Segment, TocEntry } from './segments';
import {
  createLinkPlaceholders,
  fillLinkPlaceholders,
  isLocalizableHref,
  type LinkPlaceholders,
} from './portableLinks';
import { sharedAcrossBuildWorkers } from './buildShareCache';
import { forEachElement } from './forEachElement';

function codeOf(pre: Element): { code: string; language: string } | null {
  const code = pre.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  if (!code) {
    return null;
  }
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  const languageClass = classes.map(String).find((name) => name.startsWith('language-'));
  return {
    code: toString(code).replace(/\n$/, ''),
    language: languageClass ? languageClass.slice('language-'.length) : 'text',
  };
}

/** The demo marker a paragraph is, or null; a marker with a bad option is the author's to fix. */
function demoMarkerOf(node: RootContent): DemoMarker | null {
  if (node.type !== 'element' || node.tagName !== 'p') {
    return null;
  }
  try {
    return parseDemoMarker(toString(node));
  } catch (error) {
    throw new MarkdownProblem(
      `${error instanceof Error ? error.message : String(error)}`,
      lineOf(node),
    );
  }
}

function isElement(node: RootContent, tagName: string): node is Element {
  return node.type === 'element' && node.tagName === tagName;
}

/**
 * Resolves `x.md` links against the page, and writes each site-internal link as a placeholder that
 * `fillLinkPlaceholders` turns into the link in the reader's language.
 */
function portableLinks(
  tree: Root,
  pagePath: string | undefined,
  placeholderFor: (href: string) => string,
): void {
  forEachElement(tree, (node) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') {
      return;
    }
    const href = pagePath
      ? resolveMarkdownLink(node.properties.href, pagePath)
      : node.properties.href;
    node.properties.href = isLocalizableHref(href) ? placeholderFor(href) : href;
  });
}

function collectToc(tree: Root): TocEntry[] {
  const toc: TocEntry[] = [];
  forEachElement(tree, (node) => {
    if (
      (node.tagName === 'h2' || node.tagName === 'h3') &&
      typeof node.properties.id === 'string'
    ) {
      toc.push({
        id: node.properties.id,
        text: toString(node),
        level: node.tagName === 'h2' ? 2 : 3,
      });
    }
  });
  return toc;
}

/** Adds a self-link to each h2/h3 so every section can be shared by its anchor. */
function addHeadingAnchors(tree: Root): void {
  forEachElement(tree, (node) => {
    if (
      (node.tagName === 'h2' || node.tagName === 'h3') &&
      typeof node.properties.id === 'string'
    ) {
      const anchor: ElementContent = {
        type: 'element',
        tagName: 'a',
        properties: { href: `#${node.properties.id}`, className: ['heading-anchor'] },
        children: [...node.children],
      };
      node.children = [anchor];
    }
  });
}

/** Highlights code blocks kept inside HTML (callouts, lists) in place. */
async function highlightNested(nodes: RootContent[]): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const [position, node] of nodes.entries()) {
    if (node.type !== 'element') {
      continue;
    }
    const topLevel = node.tagName === 'pre' ? codeOf(node) : null;
    if (topLevel) {
      jobs.push(
        highlight(topLevel.code, topLevel.language).then((html) => {
          nodes[position] = { type: 'raw', value: html } as unknown as RootContent;
        }),
      );
      continue;
    }
    forEachElement(node, (child, index, parent) => {
      if (child.tagName !== 'pre') {
        return;
      }
      const source = codeOf(child);
      if (source) {
        jobs.push(
          highlight(source.code, source.language).then((html) => {
            parent.children[index] = { type: 'raw', value: html } as unknown as ElementContent;
          }),
        );
      }
    });
  }
  await Promise.all(jobs);
}

/**
 * GFM table alignment arrives as the `align` attribute, which HTML no longer allows on cells:
 * say it with `text-align` instead.
 */
function alignCellsWithStyle(tree: Root): void {
  forEachElement(tree, (node) => {
    if ((node.tagName === 'th' || node.tagName === 'td') && node.properties.align) {
      const align = String(node.properties.align);
      delete node.properties.align;
      const style = node.properties.style ? `${String(node.properties.style)};` : '';
      node.properties.style = `${style}text-align:${align}`;
    }
  });
}

const toHast = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize, sanitizeSchema);

/**
 * The same steps for Markdown without raw HTML, where rehype-raw changes nothing but costs a
 * re-parse of the whole page (a third of the time from Markdown to HTML).
 */
const toHastWithoutRaw = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, sanitizeSchema);

function hasRawHtml(node: MdastNodes): boolean {
  return node.type === 'html' || ('children' in node && node.children.some(hasRawHtml));
}

const stringifier = unified().use(rehypeStringify, { allowDangerousHtml: true });

function stringify(children: RootContent[]): string {
  return stringifier.stringify({ type: 'root', children }).trim();
}

const EMPTY_LINK_START = '<a href=';
const EMPTY_LINK_END = '></a>';

/** An href attribute value, quoted and escaped as the serializer writes it. */
function quoteHref(href: string): string {
  const html = stringify([{ type: 'element', tagName: 'a', properties: { href }, children: [] }]);
  return html.slice(EMPTY_LINK_START.length, -EMPTY_LINK_END.length);
}

/** A page's rendered Markdown with its internal links as placeholders, the same in every language. */
interface PortableMarkdown extends RenderedMarkdown {
  links: LinkPlaceholders;
}

async function renderPortableMarkdown(
  body: string,
  pagePath: string | undefined,
): Promise<PortableMarkdown> {
  checkNesting(body);
  const { markdown, sourceLine } = expandCallouts(body);
  const mdast = toHast.parse(markdown);
  leadParagraphsAsMarkdown(mdast, (content) => toHast.parse(content));
  const tree = (await (hasRawHtml(mdast) ? toHast : toHastWithoutRaw).run(mdast)) as Root;
  assignPageIds(tree, sourceLine);

  // The page title comes from the front matter; the body's own H1 is not repeated.
  const firstHeading = tree.children.findIndex((node) => isElement(node, 'h1'));
  if (firstHeading !== -1) {
    tree.children.splice(firstHeading, 1);
  }
  const { placeholderFor, ...links } = createLinkPlaceholders();
  portableLinks(tree, pagePath, placeholderFor);
  alignCellsWithStyle(tree);
  const toc = collectToc(tree);
  addHeadingAnchors(tree);

  const segments: Segment[] = [];
  let pending: RootContent[] = [];
  const flush = async () => {
    await highlightNested(pending);
    const html = stringify(pending);
    if (html) {
      segments.push({ type: 'html', html });
    }
    pending = [];
  };

  // A callout is one `<aside>` element (rehype-raw joined its HTML): its code stays inside it.
  for (const node of tree.children) {
    const demo = demoMarkerOf(node);
    const source = isElement(node, 'pre') ? codeOf(node) : null;
    if (demo) {
      await flush();
      segments.push(
        Object.keys(demo.options).length > 0
          ? { type: 'demo', name: demo.name, options: demo.options }
          : { type: 'demo', name: demo.name },
      );
    } else if (source) {
      await flush();
      segments.push({
        type: 'code',
        language: source.language,
        code: source.code,
        html: await highlight(source.code, source.language),
      });
    } else {
      pending.push(node);
    }
  }
  await flush();
  return { segments, toc, links };
}

/** The rendered Markdown in one language: its internal links lead to pages in that language. */
function localizeRendered(portable: PortableMarkdown, language: Language): RenderedMarkdown {
  return {
    segments: portable.segments.map((segment) =>
      segment.type === 'html'
        ? {
            ...segment,
            html: fillLinkPlaceholders(segment.html, portable.links, language, quoteHref),
          }
        : segment,
    ),
    toc: portable.toc,
  };
}

export async function renderMarkdown(
  body: string,
  {
    language,
    pagePath,
    location,
    renderedInOtherLanguages,
  }: {
    language: Language;
    /** Canonical path, to resolve `x.md` links. */
    pagePath?: string;
    /** The file the body comes from, named with the line in the error of a fault in it. */
    location?: MarkdownLocation;
    /**
     * Whether the page is also rendered in another language (its route's languages): only then
     * is the render shared with the other prerender workers. Unknown: shared.
     */
    renderedInOtherLanguages?: boolean;
  },
): Promise<RenderedMarkdown> {
  const render = async () => {
    try {
      return await renderPortableMarkdown(body, pagePath);
    } catch (error) {
      throw reportAt(location, error);
    }
  };
  // A page's English and Chinese versions are prerendered by different workers: whichever comes
  // second reuses the first one's render. A page in one language has no second render: storing
  // its render for other workers would only write a file no one reads.
  const portable =
    renderedInOtherLanguages === false
      ? await render()
      : await sharedAcrossBuildWorkers(
          'markdown',
          JSON.stringify([body, pagePath ?? null]),
          render,
        );
  return localizeRendered(portable, language);
}
