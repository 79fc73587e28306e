import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { parseFragment } from 'parse5';
import { fromParse5 } from 'hast-util-from-parse5';
import { forEachElement } from './forEachElement';

const HTML =
  '<h2 id="a">A <em>b</em></h2><p>x<a href="/y/">y</a><!-- c --></p><table><tr><td>1</td></tr></table><template><b>t</b></template>';

function tree(): Root {
  return fromParse5(parseFragment(HTML)) as Root;
}

describe('forEachElement', () => {
  it('sees the elements unist-util-visit sees, in the same order, with the same index and parent', () => {
    const expected: [string, number, string][] = [];
    const original = tree();
    visit(original, 'element', (node: Element, index, parent) => {
      const parentName = parent?.type === 'element' ? parent.tagName : 'root';
      expected.push([node.tagName, index ?? -1, parentName]);
    });
    const seen: [string, number, string][] = [];
    forEachElement(tree(), (node, index, parent) => {
      seen.push([node.tagName, index, parent.type === 'element' ? parent.tagName : 'root']);
    });
    expect(seen).toEqual(expected);
    expect(seen.map(([name]) => name)).toEqual(
      expect.arrayContaining(['h2', 'em', 'a', 'table', 'td', 'template']),
    );
  });

  it('walks an element through the children its callback gave it', () => {
    const root = tree();
    const seen: string[] = [];
    forEachElement(root, (node) => {
      seen.push(node.tagName);
      if (node.tagName === 'h2') {
        node.children = [
          { type: 'element', tagName: 'a', properties: {}, children: [...node.children] },
        ];
      }
    });
    expect(seen.slice(0, 3)).toEqual(['h2', 'a', 'em']);
  });
});
