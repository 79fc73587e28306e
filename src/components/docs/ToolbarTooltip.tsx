/**
 * A short label shown over a toolbar button while the pointer rests on it or it has the keyboard's
 * focus: rendered only then, so a page with fifty demos paints no hidden tooltips, and drawn with
 * static CSS instead of the library's Tooltip and Popper, which every component page downloaded
 * before it was interactive. Escape hides it. The button keeps its own accessible name; the label
 * is what a sighted reader sees.
 */
import * as React from 'react';
import { TOOLTIP_DEFAULTS } from '@/theme/brandingTokens';
import styles from './DemoToolbar.module.css';

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser without the selector: a focus is shown.
    return true;
  }
}

export default function ToolbarTooltip({
  title,
  children,
}: {
  title: string;
  /** The button it labels. */
  children: React.ReactNode;
}) {
  const [open, setOpen] = React.useState(false);
  const timer = React.useRef<number | undefined>(undefined);
  const id = React.useId();
  React.useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    <span
      className={styles.tooltipAnchor}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') show(TOOLTIP_DEFAULTS.enterDelay);
      }}
      onPointerLeave={hide}
      onFocus={(event) => {
        // A click focuses the button too: the label is for the keyboard's focus only.
        if (focusVisible(event.target)) show(0);
      }}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children}
      {open ? (
        <span id={id} role="tooltip" className={styles.tooltip}>
          {title}
        </span>
      ) : null}
    </span>
  );
}
