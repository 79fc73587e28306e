/**
 * The theme and type a demo renders in. Material UI (and MUI X, built on it) demos use the site's
 * theme, so the colour playground reaches them, with Material UI's own Roboto typography; Joy UI
 * demos use Joy's own theme and Inter, sharing the site's colour mode through the same storage key
 * and `<html>` attribute. Other areas keep the shell's type. Each area's fonts are loaded through
 * next/dynamic, so a page downloads only the fonts of the demos it has.
 */
import * as React from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import {
  CssVarsProvider as JoyCssVarsProvider,
  extendTheme as extendJoyTheme,
} from '@mui/joy/styles';
import { MODE_STORAGE_KEY } from '@/core/themeStorage';
import { COLOR_SCHEME_ATTRIBUTE } from '@/theme/prePaintScript';
import {
  JOY_FONT_FAMILY,
  MATERIAL_FONT_FAMILY,
  materialIconsClass,
  materialTypography,
} from './demoFonts/demoTypography';

const MaterialDemoFonts = dynamic(() => import('./demoFonts/MaterialDemoFonts'));
const MaterialIconsFont = dynamic(() => import('./demoFonts/MaterialIconsFont'));
const JoyDemoFonts = dynamic(() => import('./demoFonts/JoyDemoFonts'));

const joyTheme = extendJoyTheme();

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
    return (
      <JoyCssVarsProvider
        theme={joyTheme}
        attribute={COLOR_SCHEME_ATTRIBUTE}
        modeStorageKey={MODE_STORAGE_KEY}
        colorSchemeStorageKey="mui-color-scheme"
        defaultMode="system"
        disableTransitionOnChange
      >
        <JoyDemoFonts />
        <Box data-demo-area="joy" sx={{ fontFamily: JOY_FONT_FAMILY }}>
          {children}
        </Box>
      </JoyCssVarsProvider>
    );
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
