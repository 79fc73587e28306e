import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';

const intents = ['primary', 'secondary', 'success', 'error'] as const;

/**
 * Tinted callouts. Under CssVarsProvider write rgba(var(--mui-palette-<intent>-mainChannel) / 0.12);
 * this page has no CSS variables provider, so the same tint is computed with alpha().
 */
export default function VarsInStyles() {
  return (
    <Stack spacing={1}>
      {intents.map((intent) => (
        <Box
          key={intent}
          sx={{
            p: 1.5,
            borderLeft: 4,
            borderColor: `${intent}.main`,
            borderRadius: 1,
            color: 'text.primary',
            bgcolor: (theme) => alpha(theme.palette[intent].main, 0.12),
          }}
        >
          {`${intent}: rgba(var(--mui-palette-${intent}-mainChannel) / 0.12)`}
        </Box>
      ))}
    </Stack>
  );
}
