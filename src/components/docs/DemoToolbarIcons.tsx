/**
 * The demo toolbar's icons, drawn here as strokes on a 24 px grid like the header's
 * (src/components/layout/HeaderIcons.tsx): inline, without the icon library and its styled SvgIcon
 * in the JavaScript a component page runs before it is interactive. Decorative: each button
 * carries its name. Its own small copy of the header's `Icon` wrapper: a module shared by the two
 * would be one more that Turbopack copies into the demo frame's chunk
 * (test/e2e/interactive-modules.spec.ts counts them).
 */
import * as React from 'react';

function Icon({ children }: { children: React.ReactNode }) {
  return (
    <svg
      width="18"
      height="18"
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

/** A lightning bolt: open in StackBlitz. */
export function BoltIcon() {
  return (
    <Icon>
      <path d="M13 3L5 14h6l-1 7 8-11h-6z" />
    </Icon>
  );
}

/** A box seen from a corner: open in CodeSandbox. */
export function BoxIcon() {
  return (
    <Icon>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
    </Icon>
  );
}

/** Two overlapping sheets: copy the source. */
export function CopyIcon() {
  return (
    <Icon>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h8" />
    </Icon>
  );
}

/** Two chain links: copy a link to the demo. */
export function LinkIcon() {
  return (
    <Icon>
      <path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1" />
      <path d="M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" />
    </Icon>
  );
}

/** Corners around a dot: move the focus into the demo. */
export function FocusIcon() {
  return (
    <Icon>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

/** An arrow turning back: reset the demo. */
export function ResetIcon() {
  return (
    <Icon>
      <path d="M4 12a8 8 0 1 0 2.5-5.8" />
      <path d="M4 4v5h5" />
    </Icon>
  );
}

/** Angle brackets: the demo's source in the repository. */
export function SourceIcon() {
  return (
    <Icon>
      <path d="M8 7l-5 5 5 5M16 7l5 5-5 5" />
    </Icon>
  );
}
