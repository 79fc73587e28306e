/**
 * The ids of a page's Markdown: those its author wrote (raw HTML, kept as written by the
 * sanitizer) are checked against the page's own, then every heading without one gets its id from
 * rehype-slug. An author's id that could collide is refused with its line; a heading id that
 * would collide with the shell's own (`## Main content`) gets a numbered suffix instead.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeSlug from 'rehype-slug';
import { forEachElement } from './forEachElement';
import { authorIdProblem, isShellId } from '@/core/pageIds';
import { lineOf, MarkdownProblem } from './markdownProblem';

const HEADING = /^h[1-6]$/;

function idOf(node: Element): string | null {
  return typeof node.properties.id === 'string' ? node.properties.id : null;
}

/** `sourceLine` maps a line of the rendered Markdown to the author's line (callouts add lines). */
export function assignPageIds(tree: Root, sourceLine: (line: number) => number): void {
  const lineFor = (node: Element): number | null => {
    const line = lineOf(node);
    return line === null ? null : sourceLine(line);
  };
  const written = new Map<string, Element>();
  forEachElement(tree, (node) => {
    const id = idOf(node);
    if (id === null) {
      return;
    }
    const problem = authorIdProblem(id);
    if (problem) {
      throw new MarkdownProblem(problem, lineFor(node));
    }
    const earlier = written.get(id);
    if (earlier) {
      const first = lineFor(earlier);
      throw new MarkdownProblem(
        (fileLine) =>
          `the id "${id}" is written twice${first === null ? '' : ` (first on line ${fileLine(first)})`}: give each element its own id`,
        lineFor(node),
      );
    }
    written.set(id, node);
  });

  const authored = new Set(written.values());
  rehypeSlug()(tree);

  const used = new Set(written.keys());
  forEachElement(tree, (node) => {
    const id = idOf(node);
    if (id === null || !HEADING.test(node.tagName) || authored.has(node)) {
      return;
    }
    const owner = written.get(id);
    if (owner) {
      const headingLine = lineFor(node);
      throw new MarkdownProblem(
        (fileLine) =>
          `the id "${id}" is also the id of the heading "${toString(node).trim()}"${headingLine === null ? '' : ` on line ${fileLine(headingLine)}`}, which its anchor links to: choose another id`,
        lineFor(owner),
      );
    }
    let unique = id;
    for (let suffix = 1; used.has(unique) || isShellId(unique); suffix += 1) {
      unique = `${id}-${suffix}`;
    }
    node.properties.id = unique;
    used.add(unique);
  });
}
