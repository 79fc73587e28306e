import type { Theme } from '@mui/material/styles';

/**
 * A date picker's toolbar prints the chosen date as an h4, which skips a level in the page's
 * heading outline when the demo sits under an h2. Given to a ThemeProvider around the picker,
 * this keeps the h4 look and renders the date as a paragraph instead.
 */
export function toolbarTitleAsText(outer: Theme): Theme {
  const typography = outer.components?.MuiTypography;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiTypography: {
        ...typography,
        defaultProps: {
          ...typography?.defaultProps,
          variantMapping: { ...typography?.defaultProps?.variantMapping, h4: 'p' },
        },
      },
    },
  };
}
