/**
 * Roboto for Material UI demos, self-hosted from @fontsource/roboto: the latin subset only, and
 * only the weights Material UI's default typography uses (light 300, regular 400, medium 500,
 * bold 700). Loaded through next/dynamic by DemoThemeScope, so only pages with such demos get it.
 */
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
// After the @fontsource faces, so the smaller basic latin files win for their characters.
import '../../../../generated/fonts/roboto.module.css';

export default function MaterialDemoFonts() {
  return null;
}
