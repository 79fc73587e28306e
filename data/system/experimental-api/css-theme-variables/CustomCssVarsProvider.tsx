import * as React from 'react';
import Box from '@mui/system/Box';
import { unstable_createCssVarsProvider as createCssVarsProvider, createTheme } from '@mui/system';

const theme = {
  ...createTheme(),
  cssVarPrefix: 'demo',
  colorSchemes: {
    light: { palette: { surface: '#f4f8fb', text: '#10233a', accent: '#0b6bcb' } },
    dark: { palette: { surface: '#10233a', text: '#e3effb', accent: '#97c3f0' } },
  },
};

const { CssVarsProvider, useColorScheme } = createCssVarsProvider({
  theme,
  defaultColorScheme: { light: 'light', dark: 'dark' },
  attribute: 'data-demo-scheme',
  modeStorageKey: 'demo-css-vars-mode',
  colorSchemeStorageKey: 'demo-css-vars-scheme',
});

function Panel() {
  const { mode, setMode } = useColorScheme();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Box
      sx={{
        p: 3,
        borderRadius: 2,
        bgcolor: 'var(--demo-palette-surface)',
        color: 'var(--demo-palette-text)',
      }}
    >
      <Box component="p" sx={{ mt: 0 }}>
        Current mode: <strong>{mode ?? 'loading'}</strong>
      </Box>
      <Box
        component="button"
        type="button"
        onClick={() => setMode(next)}
        sx={{
          border: 0,
          borderRadius: 1,
          px: 2,
          py: 1,
          font: 'inherit',
          cursor: 'pointer',
          bgcolor: 'var(--demo-palette-accent)',
          color: 'var(--demo-palette-surface)',
        }}
      >
        Switch to {next}
      </Box>
    </Box>
  );
}

export default function CustomCssVarsProvider() {
  const [node, setNode] = React.useState<HTMLElement | null>(null);
  return (
    <div ref={setNode} data-demo-root="">
      {node ? (
        <CssVarsProvider
          colorSchemeNode={node}
          colorSchemeSelector="[data-demo-root]"
          disableNestedContext
          disableTransitionOnChange
        >
          <Panel />
        </CssVarsProvider>
      ) : null}
    </div>
  );
}
