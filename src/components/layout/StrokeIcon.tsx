/**
 * An icon drawn as strokes on a 24 px grid, inline: the shell's icons (the header's, the demo
 * toolbar's) need no request and no icon library in the JavaScript every page runs. Decorative:
 * the button it sits in carries the name.
 */
import * as React from 'react';

export default function StrokeIcon({
  size,
  children,
}: {
  /** Its width and height in pixels. */
  size: number;
  children: React.ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
