/**
 * The dense variant: applied by the density attribute on `<html>` (src/core/storedPreferences.ts),
 * which the pre-paint script sets from storage, so density never waits for JavaScript.
 */
import type { Components, Theme } from '@mui/material/styles';
import { DENSE_SELECTOR as DENSE } from '@/core/storedPreferences';

export const densityOverrides: Components<Omit<Theme, 'components'>> = {
  MuiButton: { styleOverrides: { root: { [DENSE]: { padding: '2px 10px', minHeight: 28 } } } },
  MuiIconButton: { styleOverrides: { root: { [DENSE]: { padding: 4 } } } },
  MuiToggleButton: { styleOverrides: { root: { [DENSE]: { padding: '3px 8px' } } } },
  MuiListItemButton: {
    styleOverrides: { root: { [DENSE]: { paddingTop: 2, paddingBottom: 2 } } },
  },
  MuiMenuItem: { styleOverrides: { root: { [DENSE]: { minHeight: 32 } } } },
};
