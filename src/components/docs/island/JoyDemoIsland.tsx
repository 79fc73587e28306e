/** The demo island of Joy UI demos, with Inter's faces in its chunk (see MaterialDemoIsland.tsx). */
import '../demoFonts/JoyDemoFonts';

export { default } from './DemoIsland';
