/**
 * The theme a demo renders in. Material and System demos use the site's theme (so the colour
 * playground reaches them); Joy demos need Joy's own theme, sharing the site's colour mode
 * through the same storage key and `<html>` attribute.
 */
import * as React from 'react';
import {
  CssVarsProvider as JoyCssVarsProvider,
  extendTheme as extendJoyTheme,
} from '@mui/joy/styles';
import { MODE_STORAGE_KEY } from '@/core/themeStorage';
import { COLOR_SCHEME_ATTRIBUTE } from '@/theme/prePaintScript';

const joyTheme = extendJoyTheme();

export default function DemoThemeScope({
  demoId,
  children,
}: {
  demoId: string;
  children: React.ReactNode;
}) {
  if (demoId.startsWith('joy-ui/')) {
    return (
      <JoyCssVarsProvider
        theme={joyTheme}
        attribute={COLOR_SCHEME_ATTRIBUTE}
        modeStorageKey={MODE_STORAGE_KEY}
        colorSchemeStorageKey="mui-color-scheme"
        defaultMode="system"
        disableTransitionOnChange
      >
        {children}
      </JoyCssVarsProvider>
    );
  }
  return <>{children}</>;
}
