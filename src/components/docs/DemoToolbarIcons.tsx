/**
 * The demo toolbar's icons: each an empty, decorative span that its stylesheet
 * (DemoToolbarIcons.module.css) draws as a mask in the button's text colour, so a page of many
 * demos does not repeat the same SVGs in its HTML. No icon library: its styled SvgIcon would be in
 * the JavaScript a component page runs before it is interactive. Each button carries its name.
 */
import styles from './DemoToolbarIcons.module.css';

function glyph(name: keyof typeof styles) {
  return <span className={`${styles.glyph} ${styles[name]}`} aria-hidden="true" />;
}

/** A lightning bolt: open in StackBlitz. */
export function BoltIcon() {
  return glyph('bolt');
}

/** A box seen from a corner: open in CodeSandbox. */
export function BoxIcon() {
  return glyph('box');
}

/** Two overlapping sheets: copy the source. */
export function CopyIcon() {
  return glyph('copy');
}

/** Two chain links: copy a link to the demo. */
export function LinkIcon() {
  return glyph('link');
}

/** Corners around a dot: move the focus into the demo. */
export function FocusIcon() {
  return glyph('focus');
}

/** An arrow turning back: reset the demo. */
export function ResetIcon() {
  return glyph('reset');
}

/** Angle brackets: the demo's source in the repository. */
export function SourceIcon() {
  return glyph('source');
}
