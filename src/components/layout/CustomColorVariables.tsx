/**
 * Custom colours (the colour playground, `mui-palette-colors`) change the theme's CSS variables,
 * which no build can know: while any is set, the MUI theme scope loads and inserts the variables
 * of the chosen palette after the linked ones. Without custom colours nothing loads.
 */
import * as React from 'react';
import { useThemeState } from '@/providers/ThemeStateProvider';
import { loadThemeScope } from './muiScope';

const MuiThemeScope = React.lazy(loadThemeScope);

export default function CustomColorVariables() {
  const { state } = useThemeState();
  if (Object.keys(state.paletteColors).length === 0) {
    return null;
  }
  return (
    <React.Suspense fallback={null}>
      <MuiThemeScope withVariables />
    </React.Suspense>
  );
}
