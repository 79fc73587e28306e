/**
 * The elements of a hast tree, parents before their children, in document order: the walk
 * `visit(tree, 'element', …)` of unist-util-visit makes, without its bookkeeping per node (a
 * closure, a list of ancestors, a test), which made the site's six walks over each page about a
 * tenth of the time from Markdown to HTML. The children of an element are read after `each` has
 * seen it, so an element whose children `each` replaces is walked through its new children.
 */
import type { Element, Root } from 'hast';

export function forEachElement(
  node: Root | Element,
  each: (element: Element, index: number, parent: Root | Element) => void,
): void {
  const { children } = node;
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    if (child.type === 'element') {
      each(child, index, node);
      forEachElement(child, each);
    }
  }
}
