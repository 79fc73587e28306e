/**
 * A page's lead paragraph is written as HTML, `<p class="description">…</p>`, and CommonMark
 * reads no Markdown inside an HTML block: its `code`, links and emphasis reached readers as
 * literal backticks and brackets. Each such block, alone in its HTML node, becomes a Markdown
 * paragraph of its content with the `description` class, so the rest of the pipeline (links in
 * the page's language, sanitizing) treats it as the Markdown it was written as.
 */
import type { Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';

const LEAD_PARAGRAPH = /^<p class="description">([\s\S]*)<\/p>\s*$/;

/** Replaces each top-level lead paragraph of `tree` with its content parsed by `parse`. */
export function leadParagraphsAsMarkdown(tree: Root, parse: (markdown: string) => Root): void {
  tree.children.forEach((node, index) => {
    if (node.type !== 'html') {
      return;
    }
    const content = LEAD_PARAGRAPH.exec(node.value)?.[1];
    if (content === undefined || /<\/?p\b/i.test(content)) {
      return;
    }
    const parsed = parse(content);
    const [paragraph] = parsed.children;
    if (parsed.children.length !== 1 || paragraph.type !== 'paragraph') {
      return;
    }
    // Positions inside `content` are not the page's: the paragraph keeps the HTML block's own.
    visit(paragraph, (child) => {
      delete child.position;
    });
    const lead: Paragraph = {
      ...paragraph,
      position: node.position,
      data: { hProperties: { className: ['description'] } },
    };
    tree.children[index] = lead;
  });
}
