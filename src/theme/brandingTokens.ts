/** The site's own design tokens (docs/product-rules.md#design-constants). Values only: no React, no MUI. */

export const blue = {
  50: '#F0F7FF',
  100: '#C2E0FF',
  200: '#99CCF3',
  300: '#66B2FF',
  400: '#3399FF',
  500: '#007FFF',
  600: '#0072E5',
  700: '#0059B2',
  800: '#004C99',
  900: '#003A75',
} as const;

export const grey = {
  50: '#F3F6F9',
  100: '#E5EAF2',
  200: '#DAE2ED',
  300: '#C7D0DD',
  400: '#B0B8C4',
  500: '#9DA8B7',
  600: '#6B7A90',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
} as const;

export const error = {
  50: '#FFF0F1',
  100: '#FFDBDE',
  200: '#FFBDC2',
  300: '#FF99A2',
  400: '#FF7A86',
  500: '#FF505F',
  600: '#EB0014',
  700: '#C70011',
  800: '#94000D',
  900: '#570007',
} as const;

export const success = {
  50: '#E9FBF0',
  100: '#C6F6D9',
  200: '#9AEFBC',
  300: '#6AE79C',
  400: '#3EE07F',
  500: '#21CC66',
  600: '#1DB45A',
  700: '#1AA251',
  800: '#178D46',
  900: '#0F5C2E',
} as const;

export const warning = {
  50: '#FFF9EB',
  100: '#FFF3C1',
  200: '#FFECA1',
  300: '#FFDC48',
  400: '#F4C000',
  500: '#DEA500',
  600: '#D18E00',
  700: '#AB6800',
  800: '#8C5800',
  900: '#5A3600',
} as const;

/** Primary blue 500, the brand colour. */
export const BRAND_PRIMARY = blue[500];

export const BORDER_RADIUS = 12;

/**
 * The font stacks name only faces the site serves itself (IBM Plex Sans, generated/fonts) and
 * generic families: a name the site does not serve would render in whatever a visitor happens to
 * have installed. Headings use IBM Plex Sans too: General Sans, mui.com's heading face, is not on
 * the npm registry and cannot be self-hosted here (docs/stack-notes.md#fonts).
 */
export const FONT_FAMILY_BODY = ['"IBM Plex Sans"', 'system-ui', 'sans-serif'].join(',');

export const FONT_FAMILY_HEADING = FONT_FAMILY_BODY;

/** No monospace face is served: the platform's own, through the generic families. */
export const FONT_FAMILY_CODE = ['ui-monospace', 'monospace'].join(',');

export const TOOLTIP_DEFAULTS = {
  enterDelay: 100,
  leaveDelay: 0,
  enterTouchDelay: 700,
  leaveTouchDelay: 1500,
  maxWidth: 300,
} as const;

export const TOUCH_RIPPLE_DURATION = 550;
