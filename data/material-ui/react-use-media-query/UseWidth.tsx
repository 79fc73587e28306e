import Typography from '@mui/material/Typography';
import type { Breakpoint, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * The name of the widest breakpoint that matches, a replacement for the withWidth()
 * higher-order component. Hooks cannot be called in a loop, so each breakpoint gets its own call.
 */
function useWidth(): Breakpoint {
  const theme: Theme = useTheme();
  const matches: Record<Breakpoint, boolean> = {
    xs: true,
    sm: useMediaQuery(theme.breakpoints.up('sm')),
    md: useMediaQuery(theme.breakpoints.up('md')),
    lg: useMediaQuery(theme.breakpoints.up('lg')),
    xl: useMediaQuery(theme.breakpoints.up('xl')),
  };
  const widest = [...theme.breakpoints.keys].reverse().find((key) => matches[key]);
  return widest ?? 'xs';
}

export default function UseWidth() {
  const width = useWidth();
  return (
    <Typography>
      Current width: <b>{width}</b>
    </Typography>
  );
}
