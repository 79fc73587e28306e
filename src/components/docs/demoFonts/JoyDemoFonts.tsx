/**
 * Inter for Joy UI demos, self-hosted from @fontsource/inter: the latin subset, and the weights
 * Joy's theme uses (body text 400, and its md 500, lg 600 and xl 700 font weights). Loaded
 * through next/dynamic by DemoThemeScope, so only pages with Joy demos get it.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
// After the @fontsource faces, so the smaller basic latin files win for their characters.
import '../../../../generated/fonts/inter.module.css';

export default function JoyDemoFonts() {
  return null;
}
