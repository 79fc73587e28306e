import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

/** Markup that depends on the mode waits for the first client render, so hydration matches. */
export default function MountedModeIcon() {
  const [mounted, setMounted] = React.useState(false);
  const [dark, setDark] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <IconButton
        variant="outlined"
        aria-label={dark ? 'Use light mode' : 'Use dark mode'}
        disabled={!mounted}
        onClick={() => setDark((value) => !value)}
      >
        {mounted ? (dark ? '☾' : '☀') : '…'}
      </IconButton>
      <Typography level="body-sm">
        {mounted
          ? `Rendered on the client: the icon shows ${dark ? 'dark' : 'light'} mode.`
          : 'Server render: the icon is a neutral placeholder.'}
      </Typography>
    </Stack>
  );
}
