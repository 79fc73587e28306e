import * as React from 'react';
import Box from '@mui/system/Box';

const schemes = {
  light: { '--swatch-bg': '#ffffff', '--swatch-fg': '#1b2733', '--swatch-line': '#cdd7e1' },
  dark: { '--swatch-bg': '#0b0d0e', '--swatch-fg': '#e6edf3', '--swatch-line': '#32383e' },
} as const;

/** The same markup under two sets of variables: only the variables change between modes. */
export default function ModeToggle() {
  const [mode, setMode] = React.useState<keyof typeof schemes>('light');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box role="group" aria-label="Mode" sx={{ display: 'flex', gap: 1 }}>
        {(Object.keys(schemes) as (keyof typeof schemes)[]).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={mode === name}
            onClick={() => setMode(name)}
          >
            {name}
          </button>
        ))}
      </Box>
      <Box
        style={schemes[mode] as React.CSSProperties}
        sx={{
          p: 2,
          borderRadius: 2,
          border: '1px solid var(--swatch-line)',
          bgcolor: 'var(--swatch-bg)',
          color: 'var(--swatch-fg)',
        }}
      >
        The box reads <code>var(--swatch-bg)</code> and <code>var(--swatch-fg)</code>; its styles
        never change, only the values of the variables do.
      </Box>
    </Box>
  );
}
