/** The theme code a reader copies to use the colours picked in the playground in their own app. */
import type { PaletteColors } from './themeState';

export function themeSnippet(colors: PaletteColors): string {
  const entries = (['primary', 'secondary'] as const)
    .filter((key) => colors[key] !== undefined)
    .map((key) => `    ${key}: { main: '${colors[key]}' },`);
  if (entries.length === 0) {
    return [
      "import { createTheme } from '@mui/material/styles';",
      '',
      '// No custom colours: the default palette applies.',
      'const theme = createTheme();',
    ].join('\n');
  }
  return [
    "import { createTheme } from '@mui/material/styles';",
    '',
    'const theme = createTheme({',
    '  palette: {',
    ...entries,
    '  },',
    '});',
  ].join('\n');
}
