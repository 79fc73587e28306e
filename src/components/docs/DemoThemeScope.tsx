/**
 * The theme and type a demo renders in. Material UI (and MUI X, built on it) demos use the site's
 * theme, so the colour playground reaches them, with Material UI's own Roboto typography; Joy UI
 * demos use Joy's own theme and Inter, sharing the site's colour mode through the same storage key
 * and `<html>` attribute. Other areas keep the shell's type. Joy's scope and each area's fonts are
 * loaded through next/dynamic, so a page downloads only the theme and fonts of the demos it has.
 */
import * as React from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import {
  MATERIAL_FONT_FAMILY,
  materialIconsClass,
  materialTypography,
} from './demoFonts/demoTypography';

const MaterialDemoFonts = dynamic(() => import('./demoFonts/MaterialDemoFonts'));
const MaterialIconsFont = dynamic(() => import('./demoFonts/MaterialIconsFont'));
// Joy's theme, provider and fonts: downloaded only by pages with Joy demos.
const JoyDemoScope = dynamic(() => import('./JoyDemoScope'));

/** The site's theme (colours, spacing, shape) with Material UI's default typography. */
function withMaterialTypography(outer: Theme): Theme {
  return { ...outer, typography: materialTypography };
}

export type DemoArea = 'material' | 'joy' | 'shell';

export function demoAreaOf(demoId: string): DemoArea {
  if (demoId.startsWith('joy-ui/')) {
    return 'joy';
  }
  if (demoId.startsWith('material-ui/') || demoId.startsWith('x/')) {
    return 'material';
  }
  return 'shell';
}

export default function DemoThemeScope({
  demoId,
  children,
}: {
  demoId: string;
  children: React.ReactNode;
}) {
  const area = demoAreaOf(demoId);
  if (area === 'joy') {
    return <JoyDemoScope>{children}</JoyDemoScope>;
  }
  if (area === 'material') {
    return (
      <ThemeProvider theme={withMaterialTypography}>
        <MaterialDemoFonts />
        <MaterialIconsFont />
        <Box
          data-demo-area="material"
          sx={{ fontFamily: MATERIAL_FONT_FAMILY, '& .material-icons': materialIconsClass }}
        >
          {children}
        </Box>
      </ThemeProvider>
    );
  }
  return <>{children}</>;
}
