/**
 * Roboto for Material UI demos, self-hosted from @fontsource/roboto (basic latin files first), and
 * only the weights Material UI's default typography uses (light 300, regular 400, medium 500,
 * bold 700). Loaded through next/dynamic by DemoThemeScope, so only pages with such demos get it.
 */
// Basic latin files first, then @fontsource's faces for the other scripts, all `font-display:
// optional`: a face that comes late is skipped for that page, and never reflows it.
import '../../../../generated/fonts/roboto.module.css';

export default function MaterialDemoFonts() {
  return null;
}
