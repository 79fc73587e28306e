import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

/** A labelled cell for the grid demos, readable in light and dark mode. */
export const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));
