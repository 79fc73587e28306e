/**
 * The dense variant: applied by the `data-dense` attribute on `<html>`, which the
 * pre-paint script sets from storage, so density never waits for JavaScript.
 */
import type { Components, Theme } from '@mui/material/styles';

const DENSE = 'html[data-dense="true"] &';

export const densityOverrides: Components<Omit<Theme, 'components'>> = {
  MuiButton: { styleOverrides: { root: { [DENSE]: { padding: '2px 10px', minHeight: 28 } } } },
  MuiIconButton: { styleOverrides: { root: { [DENSE]: { padding: 4 } } } },
  MuiToggleButton: { styleOverrides: { root: { [DENSE]: { padding: '3px 8px' } } } },
  MuiListItemButton: {
    styleOverrides: { root: { [DENSE]: { paddingTop: 2, paddingBottom: 2 } } },
  },
  MuiMenuItem: { styleOverrides: { root: { [DENSE]: { minHeight: 32 } } } },
};
