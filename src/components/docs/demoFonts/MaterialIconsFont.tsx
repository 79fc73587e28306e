/**
 * The Material Icons font for demos that draw icons with the `Icon` component (class
 * `material-icons`), self-hosted from @fontsource/material-icons (one file, weight 400).
 * The font file is downloaded only when an element with that class is on the page.
 */
import '@fontsource/material-icons/latin-400.css';

export default function MaterialIconsFont() {
  return null;
}
