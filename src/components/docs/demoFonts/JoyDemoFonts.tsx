/**
 * Inter for Joy UI demos, self-hosted from @fontsource/inter (basic latin files first), and the weights
 * Joy's theme uses (body text 400, and its md 500, lg 600 and xl 700 font weights). Imported by
 * the demo island (src/components/docs/island/DemoIsland.tsx), so pages with demos link it.
 */
// Basic latin files first, then @fontsource's faces for the other scripts, all `font-display:
// optional`: a face that comes late is skipped for that page, and never reflows it.
import '../../../../generated/fonts/inter.module.css';

export default function JoyDemoFonts() {
  return null;
}
