/**
 * Markdown to page segments at build time: GFM, callouts, heading ids, a table of contents,
 * internal links in the page's language, highlighted code, and live demo markers. Raw HTML is
 * parsed and sanitised (no script runs from page content).
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { localizePath, type Language } from '@/core/language';
import { expandCallouts } from './callouts';
import { resolveMarkdownLink } from './relativeLinks';
import { highlight } from './highlighter';
import { rehypeSanitizeRaw } from './sanitize';
import type { RenderedMarkdown, Segment, TocEntry } from './segments';

const DEMO_MARKER = /^\{\{\s*"demo"\s*:\s*"([^"]+)"\s*\}\}$/;

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

function demoName(node: RootContent): string | null {
  if (node.type !== 'element' || node.tagName !== 'p') {
    return null;
  }
  const match = DEMO_MARKER.exec(toString(node).trim());
  return match ? match[1] : null;
}

function isElement(node: RootContent, tagName: string): node is Element {
  return node.type === 'element' && node.tagName === tagName;
}

function localizeLinks(tree: Root, language: Language, pagePath: string | undefined): void {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'a' && pagePath && typeof node.properties.href === 'string') {
      node.properties.href = resolveMarkdownLink(node.properties.href, pagePath);
    }
    const href = node.properties.href;
    if (
      node.tagName === 'a' &&
      typeof href === 'string' &&
      href.startsWith('/') &&
      !href.startsWith('//')
    ) {
      node.properties.href = localizePath(href, language);
    }
  });
}

function collectToc(tree: Root): TocEntry[] {
  const toc: TocEntry[] = [];
  visit(tree, 'element', (node: Element) => {
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
  visit(tree, 'element', (node: Element) => {
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
    visit(node, 'element', (child: Element, index, parent) => {
      if (child.tagName !== 'pre' || !parent || index === undefined) {
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
  visit(tree, 'element', (node: Element) => {
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
  .use(rehypeSanitizeRaw)
  .use(rehypeSlug);

const stringifier = unified().use(rehypeStringify, { allowDangerousHtml: true });

function stringify(children: RootContent[]): string {
  return stringifier.stringify({ type: 'root', children }).trim();
}

export async function renderMarkdown(
  body: string,
  {
    language,
    pagePath,
  }: { language: Language; /** Canonical path, to resolve `x.md` links. */ pagePath?: string },
): Promise<RenderedMarkdown> {
  const mdast = toHast.parse(expandCallouts(body));
  const tree = (await toHast.run(mdast)) as Root;

  // The page title comes from the front matter; the body's own H1 is not repeated.
  const firstHeading = tree.children.findIndex((node) => isElement(node, 'h1'));
  if (firstHeading !== -1) {
    tree.children.splice(firstHeading, 1);
  }
  localizeLinks(tree, language, pagePath);
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
    const demo = demoName(node);
    const source = isElement(node, 'pre') ? codeOf(node) : null;
    if (demo) {
      await flush();
      segments.push({ type: 'demo', name: demo });
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
  return { segments, toc };
}
