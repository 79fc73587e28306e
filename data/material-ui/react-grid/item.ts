import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

/**
 * A labelled cell for the grid demos. Its colour goes through the theme's sx resolver, which
 * writes the colour scheme's CSS variable, so light and dark pages render the same class.
 */
export const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1),
  textAlign: 'center',
  ...theme.unstable_sx({ color: 'text.secondary' }),
}));
