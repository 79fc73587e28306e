/**
 * Tells a CSS-variables provider (MUI's scope, Joy's demo scope) the site's mode once the stored
 * preferences are restored: the theme state is the one source of truth, and each provider only
 * shows it.
 */
import * as React from 'react';
import type { ModePreference } from '@/core/themeState';
import { useThemeState } from './ThemeStateProvider';

/** What a provider's useColorScheme() gives: the mode it shows, and how to change it. */
interface ShownColorScheme {
  mode: ModePreference | undefined;
  setMode: (mode: ModePreference) => void;
}

export function useFollowSiteMode({ mode, setMode }: ShownColorScheme): void {
  const { modePreference, restored } = useThemeState();
  React.useEffect(() => {
    if (restored && mode !== modePreference) {
      // A transition, as the restore that set `restored` is: an urgent update here renews the
      // provider's theme while demos may still be hydrating, and React drops their server HTML
      // (error 421).
      React.startTransition(() => setMode(modePreference));
    }
  }, [restored, mode, modePreference, setMode]);
}
