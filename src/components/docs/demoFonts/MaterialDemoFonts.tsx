/**
 * Roboto for Material UI demos, self-hosted from @fontsource/roboto (basic latin files first), and
 * only the weights Material UI's default typography uses (light 300, regular 400, medium 500,
 * bold 700). Imported by the demo island (src/components/docs/island/DemoIsland.tsx), so pages with demos
 * link it; DemoThemeScope loads it too for the playground.
 */
// Basic latin files first, then @fontsource's faces for the other scripts, all `font-display:
// optional`: a face that comes late is skipped for that page, and never reflows it.
import '../../../../generated/fonts/roboto.module.css';

export default function MaterialDemoFonts() {
  return null;
}
