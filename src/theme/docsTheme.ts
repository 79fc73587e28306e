/**
 * The shell's Material theme: light and dark colour schemes emitted as CSS variables,
 * so the colour mode chosen before first paint needs no re-render (docs/stack-notes.md#gotchas).
 */
import {
  darken,
  experimental_extendTheme as extendTheme,
  getContrastRatio,
} from '@mui/material/styles';
import type { Components, Theme } from '@mui/material/styles';
import type { Direction, PaletteColors, PaletteMode } from '@/core/themeState';
import { SPACING, cssVariableOf } from '@/core/storedPreferences';
import TreeGroupTransition from './treeGroupTransition';
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
import { mergeComponentOverrides } from './mergeComponentOverrides';

const SPACING_VARIABLE = cssVariableOf(SPACING);
const SPACING_UNIT = `var(${SPACING_VARIABLE.name}, ${SPACING.fallback}${SPACING_VARIABLE.unit})`;

/** Spacing follows the spacing variable set before first paint, so a saved spacing never flashes. */
export function docsSpacing(factor: number): string {
  return factor === 0 ? '0px' : `calc(${factor} * ${SPACING_UNIT})`;
}

/** The `main` colour of primary and secondary when the visitor has not chosen one. */
export function defaultPaletteColor(key: keyof PaletteColors, mode: PaletteMode): string {
  if (key === 'primary') {
    return blue[500];
  }
  return mode === 'dark' ? grey[300] : grey[700];
}

/**
 * The site's blue, or only `main` for a chosen colour: MUI then derives `light`, `dark` and
 * `contrastText` from it, so links and selected states (which use `dark` and `light`) follow it.
 */
function primaryScale(override: string | undefined, mode: PaletteMode) {
  if (override) {
    return { main: override };
  }
  return mode === 'dark'
    ? { ...blue, main: blue[500], light: blue[300] }
    : { ...blue, main: blue[500], dark: blue[700] };
}

function secondaryScale(override: string | undefined, mode: PaletteMode) {
  return override ? { main: override } : { ...grey, main: defaultPaletteColor('secondary', mode) };
}

/**
 * WCAG AA for normal text: MUI then writes dark text on a colour where white would fall short,
 * as on the site blue itself (white on #007FFF is 3.83:1), and on any colour a visitor chooses.
 */
const CONTRAST_THRESHOLD = 4.5;

const LABEL_COLORS = ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;

/** `color` darkened in steps until it reads as text on `background` (WCAG AA), for a chosen colour
 * so light that even its dark shade does not. */
function readableShade(color: string, background: string): string {
  for (let amount = 0.1; amount < 1; amount += 0.1) {
    const shade = darken(color, amount);
    if (getContrastRatio(shade, background) >= CONTRAST_THRESHOLD) {
      return shade;
    }
  }
  return darken(color, 1);
}

type LabelColor = (typeof LABEL_COLORS)[number];

/**
 * The colour of a text or outlined button's label in the light scheme, for each palette colour
 * whose main falls short on the light background: its dark shade (as the theme's variable), or
 * a darker one where even that is too light. Worked out once per theme, not per button.
 */
function lightLabelColors(
  light: Record<LabelColor, { main: string; dark: string }> & { background: { default: string } },
  vars: Record<LabelColor, { dark: string }>,
): Partial<Record<LabelColor, string>> {
  const background = light.background.default;
  const labels: Partial<Record<LabelColor, string>> = {};
  for (const key of LABEL_COLORS) {
    if (getContrastRatio(light[key].main, background) < CONTRAST_THRESHOLD) {
      labels[key] =
        getContrastRatio(light[key].dark, background) >= CONTRAST_THRESHOLD
          ? vars[key].dark
          : readableShade(light[key].main, background);
    }
  }
  return labels;
}

/** A palette colour a button can take (not `inherit`, nor a colour outside the palette). */
function isLabelColor(color: unknown): color is LabelColor {
  return (LABEL_COLORS as readonly unknown[]).includes(color);
}

/** The light scheme's readable label colour, applied under `selector` (the component's state). */
function lightLabelRule(
  theme: Omit<Theme, 'components'>,
  color: unknown,
  labels: Partial<Record<LabelColor, string>>,
  selector: string,
) {
  const label = isLabelColor(color) ? labels[color] : undefined;
  return label ? { [theme.getColorSchemeSelector('light')]: { [selector]: { color: label } } } : {};
}

export function createDocsTheme(paletteColors: PaletteColors, direction: Direction = 'ltr') {
  // Filled in from the finished theme below, before any button renders with it.
  let lightLabels: Partial<Record<LabelColor, string>> = {};
  const theme = extendTheme({
    direction,
    colorSchemes: {
      light: {
        palette: {
          contrastThreshold: CONTRAST_THRESHOLD,
          primary: primaryScale(paletteColors.primary, 'light'),
          secondary: secondaryScale(paletteColors.secondary, 'light'),
          error: { ...error, main: error[700] },
          success: { ...success, main: success[800], dark: success[900] },
          warning: { ...warning, main: warning[800], dark: warning[900] },
          grey,
          text: { primary: grey[900], secondary: grey[700] },
          divider: grey[200],
          background: { default: '#FFFFFF', paper: '#FFFFFF' },
        },
      },
      dark: {
        palette: {
          contrastThreshold: CONTRAST_THRESHOLD,
          primary: primaryScale(paletteColors.primary, 'dark'),
          secondary: secondaryScale(paletteColors.secondary, 'dark'),
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
    components: mergeComponentOverrides(
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
        MuiTreeItem: { defaultProps: { TransitionComponent: TreeGroupTransition } },
        MuiLink: {
          defaultProps: { underline: 'hover' },
          styleOverrides: {
            root: ({ theme }) => ({
              color: theme.vars.palette.primary.dark,
              [theme.getColorSchemeSelector('dark')]: { color: theme.vars.palette.primary.light },
            }),
          },
        },
        // Text and outlined buttons draw their colour as text on the page: where a main colour
        // falls short of WCAG AA (4.5:1) on the light background, as the site blue does (3.83:1)
        // or a colour the visitor chose may, the light scheme uses its dark shade, as links do.
        // The dark scheme's main colours read on its background (docsTheme.test.ts).
        MuiButton: {
          styleOverrides: {
            root: ({ ownerState, theme }) =>
              ownerState.variant === 'contained'
                ? {}
                : lightLabelRule(theme, ownerState.color, lightLabels, '&:not(.Mui-disabled)'),
          },
        },
        // The same for a selected tab's label and an outlined chip's text.
        MuiTab: {
          styleOverrides: {
            root: ({ ownerState, theme }) =>
              lightLabelRule(theme, ownerState.textColor, lightLabels, '&.Mui-selected'),
          },
        },
        MuiChip: {
          styleOverrides: {
            root: ({ ownerState, theme }) =>
              ownerState.variant === 'outlined'
                ? lightLabelRule(theme, ownerState.color, lightLabels, '&:not(.Mui-disabled)')
                : {},
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
  lightLabels = lightLabelColors(theme.colorSchemes.light.palette, theme.vars.palette);
  return theme;
}

export const CODE_FONT_FAMILY = FONT_FAMILY_CODE;

export type DocsTheme = ReturnType<typeof createDocsTheme>;
