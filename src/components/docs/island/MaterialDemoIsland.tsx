/**
 * The demo island of Material UI and MUI X demos, with their fonts' faces (Roboto, Material Icons)
 * in its chunk: Next links its stylesheets in the HTML of the pages that render it (through
 * next/dynamic, MarkdownContent.tsx), where the first paint finds them. An island's own HTML is a
 * render apart, which Next does not see; and as next/dynamic modules of their own, the fonts cost a
 * page a script request each.
 */
import '../demoFonts/MaterialDemoFonts';
import '../demoFonts/MaterialIconsFont';

export { default } from './DemoIsland';
