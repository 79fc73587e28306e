/** The type a demo area is set in, as the libraries look in an application of their own. */
import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/** Material UI's default font stack (Roboto first), as `createTheme()` has it. */
export const MATERIAL_FONT_FAMILY = '"Roboto", "Helvetica", "Arial", sans-serif';

/** Joy UI's body font (Inter first), through the variable Joy's CssVarsProvider sets. */
export const JOY_FONT_FAMILY = 'var(--joy-fontFamily-body, "Inter", sans-serif)';

/** Material UI's default typography: Roboto, its sizes and weights, uppercase buttons. */
export const materialTypography: Theme['typography'] = createTheme({
  typography: { fontFamily: MATERIAL_FONT_FAMILY },
}).typography;

/**
 * What the `.material-icons` class means in Google's stylesheet for the font: the font, and
 * ligatures turned on, so that `<Icon>home</Icon>` draws the home glyph.
 */
export const materialIconsClass = {
  fontFamily: '"Material Icons"',
  fontWeight: 'normal',
  fontStyle: 'normal',
  lineHeight: 1,
  letterSpacing: 'normal',
  textTransform: 'none',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
  direction: 'ltr',
  fontFeatureSettings: '"liga"',
  WebkitFontSmoothing: 'antialiased',
} as const;
