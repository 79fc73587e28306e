/**
 * Joy UI's theme and type around a Joy demo, sharing the site's colour mode through the same
 * storage key and `<html>` attribute. Its own module, loaded through next/dynamic by
 * DemoThemeScope, so only pages with Joy demos download Joy's theme.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import {
  CssVarsProvider as JoyCssVarsProvider,
  extendTheme as extendJoyTheme,
} from '@mui/joy/styles';
import { MODE_STORAGE_KEY } from '@/core/themeStorage';
import { COLOR_SCHEME_ATTRIBUTE } from '@/theme/prePaintScript';
import JoyDemoFonts from './demoFonts/JoyDemoFonts';
import { JOY_FONT_FAMILY } from './demoFonts/demoTypography';

const joyTheme = extendJoyTheme();

export default function JoyDemoScope({ children }: { children: React.ReactNode }) {
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
