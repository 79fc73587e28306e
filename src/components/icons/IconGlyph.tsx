/**
 * An icon drawn from its drawing data (src/core/iconIndex.ts): a plain 24 × 24 `<svg>` in the
 * current text colour, as SvgIcon draws it, without importing the icon's module.
 */
import * as React from 'react';
import type { DrawingNode } from '@/core/iconIndex';

/** SVG attribute names as React spells them. */
function reactName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function renderNode(node: DrawingNode, key: number): React.ReactNode {
  if (typeof node === 'string') {
    return <path key={key} d={node} />;
  }
  const [tag, attributes, children] = node;
  const props: Record<string, string | number> = { key };
  for (const [name, value] of Object.entries(attributes)) {
    props[reactName(name)] = value;
  }
  return React.createElement(tag, props, children?.map(renderNode));
}

export default function IconGlyph({
  nodes,
  size = 24,
  color,
}: {
  nodes: readonly DrawingNode[] | undefined;
  size?: number;
  color?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      style={color ? { color } : undefined}
    >
      {nodes?.map(renderNode)}
    </svg>
  );
}
