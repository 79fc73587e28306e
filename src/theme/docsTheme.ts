/**
 * The shell's Material theme: light and dark colour schemes emitted as CSS variables,
 * so the colour mode chosen before first paint needs no re-render (STACK.md gotcha 11).
 */
import { experimental_extendTheme as extendTheme } from '@mui/material/styles';
import type { Components, Theme } from '@mui/material/styles';
import type { Direction, PaletteColors } from '@/core/themeState';
import { deepmerge } from '@mui/utils';
import {
  BORDER_RADIUS,
  FONT_FAMILY_BODY,
  FONT_FAMILY_CODE,
  FONT_FAMILY_HEADING,
  TOOLTIP_DEFAULTS,
  blue,
  error,
  grey,
  success,
  warning,
} from './brandingTokens';
import { densityOverrides } from './densityOverrides';

/** Spacing follows the `--docs-spacing` variable set before first paint, so a saved spacing never flashes. */
export function docsSpacing(factor: number): string {
  return factor === 0 ? '0px' : `calc(${factor} * var(--docs-spacing, 8px))`;
}

function primaryScale(override: string | undefined) {
  return override ? { main: override } : { ...blue, main: blue[500] };
}

function secondaryScale(override: string | undefined) {
  return override ? { main: override } : { ...grey, main: grey[700] };
}

export function createDocsTheme(paletteColors: PaletteColors, direction: Direction = 'ltr') {
  return extendTheme({
    direction,
    colorSchemes: {
      light: {
        palette: {
          primary: { ...primaryScale(paletteColors.primary), dark: blue[700] },
          secondary: secondaryScale(paletteColors.secondary),
          error: { ...error, main: error[700] },
          success: { ...success, main: success[800] },
          warning: { ...warning, main: warning[800] },
          grey,
          text: { primary: grey[900], secondary: grey[700] },
          divider: grey[200],
          background: { default: '#FFFFFF', paper: '#FFFFFF' },
        },
      },
      dark: {
        palette: {
          primary: { ...primaryScale(paletteColors.primary), light: blue[300] },
          secondary: secondaryScale(paletteColors.secondary ?? grey[300]),
          error: { ...error, main: error[400] },
          success: { ...success, main: success[400] },
          warning: { ...warning, main: warning[400] },
          grey,
          text: { primary: grey[50], secondary: grey[400] },
          divider: grey[800],
          background: { default: '#0B0D0E', paper: '#101418' },
        },
      },
    },
    shape: { borderRadius: BORDER_RADIUS },
    spacing: docsSpacing,
    typography: {
      fontFamily: FONT_FAMILY_BODY,
      h1: {
        fontFamily: FONT_FAMILY_HEADING,
        fontSize: '2.25rem',
        fontWeight: 600,
        lineHeight: 1.2,
      },
      h2: { fontFamily: FONT_FAMILY_HEADING, fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
      h3: { fontFamily: FONT_FAMILY_HEADING, fontSize: '1.25rem', fontWeight: 600 },
      h4: { fontFamily: FONT_FAMILY_HEADING, fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: deepmerge(
      {
        MuiTooltip: {
          defaultProps: {
            enterDelay: TOOLTIP_DEFAULTS.enterDelay,
            leaveDelay: TOOLTIP_DEFAULTS.leaveDelay,
            enterTouchDelay: TOOLTIP_DEFAULTS.enterTouchDelay,
            leaveTouchDelay: TOOLTIP_DEFAULTS.leaveTouchDelay,
          },
          styleOverrides: { tooltip: { maxWidth: TOOLTIP_DEFAULTS.maxWidth } },
        },
        MuiButtonBase: { defaultProps: { disableTouchRipple: false } },
        MuiLink: {
          defaultProps: { underline: 'hover' },
          styleOverrides: {
            root: ({ theme }) => ({
              color: theme.vars.palette.primary.dark,
              [theme.getColorSchemeSelector('dark')]: { color: theme.vars.palette.primary.light },
            }),
          },
        },
        MuiToggleButton: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-selected': {
                color: theme.vars.palette.primary.dark,
                [theme.getColorSchemeSelector('dark')]: { color: theme.vars.palette.primary.light },
              },
            }),
          },
        },
      } satisfies Components<Omit<Theme, 'components'>>,
      densityOverrides,
    ),
  });
}

export const CODE_FONT_FAMILY = FONT_FAMILY_CODE;

export type DocsTheme = ReturnType<typeof createDocsTheme>;
