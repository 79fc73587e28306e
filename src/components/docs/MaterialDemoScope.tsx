/**
 * Material UI and MUI X demos: the site's theme (colours, spacing, shape, so the colour playground
 * reaches them) with Material UI's own Roboto typography. Loaded through next/dynamic by
 * DemoThemeScope, inside the page's MUI scope.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import {
  MATERIAL_FONT_FAMILY,
  materialIconsClass,
  materialTypography,
} from './demoFonts/demoTypography';

/** The site's theme (colours, spacing, shape) with Material UI's default typography. */
function withMaterialTypography(outer: Theme): Theme {
  return { ...outer, typography: materialTypography };
}

export default function MaterialDemoScope({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={withMaterialTypography}>
      <Box
        data-demo-area="material"
        sx={{ fontFamily: MATERIAL_FONT_FAMILY, '& .material-icons': materialIconsClass }}
      >
        {children}
      </Box>
    </ThemeProvider>
  );
}
