import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

/** The attribute CssVarsProvider sets on <html> for the dark scheme, and a rule nested under it. */
const DARK = '[data-mui-color-scheme="dark"] &';

export default function DarkOnlyOverride() {
  const [dark, setDark] = React.useState(false);
  return (
    <Stack spacing={2} alignItems="flex-start">
      <FormControlLabel
        control={<Switch checked={dark} onChange={(event) => setDark(event.target.checked)} />}
        label='data-mui-color-scheme="dark" on the container'
      />
      <Box
        data-mui-color-scheme={dark ? 'dark' : 'light'}
        sx={{ p: 2, borderRadius: 1, bgcolor: dark ? 'grey.900' : 'grey.100' }}
      >
        <Button
          variant="contained"
          sx={{ borderRadius: 999, boxShadow: 6, [DARK]: { boxShadow: 'none', borderRadius: 1 } }}
        >
          Rounded and raised; square and flat in dark
        </Button>
      </Box>
    </Stack>
  );
}
