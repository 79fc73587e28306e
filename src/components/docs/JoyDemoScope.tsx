/**
 * Joy UI's theme and type around a Joy demo. Its CSS-variables provider is configured from the
 * table of stored preferences (src/core/storedPreferences.ts) like the site's, and follows the
 * site's colour mode from the theme state, the one source of truth for it. It comes with the demo
 * folders of Joy UI pages (src/components/docs/island/joyDemoRuntime.ts), so only pages with Joy
 * demos download Joy's theme; DemoThemeScope loads it for a Joy playground.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import {
  CssVarsProvider as JoyCssVarsProvider,
  extendTheme as extendJoyTheme,
  useColorScheme as useJoyColorScheme,
} from '@mui/joy/styles';
import { COLOR_SCHEME_STORAGE } from '@/theme/colorSchemeStorage';
import { useFollowSiteMode } from '@/providers/useFollowSiteMode';
import JoyDemoFonts from './demoFonts/JoyDemoFonts';
import { JOY_FONT_FAMILY } from './demoFonts/demoTypography';

const joyTheme = extendJoyTheme();

/** Tells Joy's provider the site's mode once the stored preferences are restored. */
function FollowSiteMode() {
  useFollowSiteMode(useJoyColorScheme());
  return null;
}

export default function JoyDemoScope({ children }: { children: React.ReactNode }) {
  return (
    <JoyCssVarsProvider theme={joyTheme} {...COLOR_SCHEME_STORAGE}>
      <FollowSiteMode />
      <JoyDemoFonts />
      <Box data-demo-area="joy" sx={{ fontFamily: JOY_FONT_FAMILY }}>
        {children}
      </Box>
    </JoyCssVarsProvider>
  );
}
