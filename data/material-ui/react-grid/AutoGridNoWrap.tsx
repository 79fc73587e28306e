import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const message =
  'Truncation needs a minimum width of zero on the item, or the text pushes the grid wider than its box.';

export default function AutoGridNoWrap() {
  return (
    <Box sx={{ flexGrow: 1, overflow: 'hidden', px: 3 }}>
      {[
        { label: 'Wraps', noWrap: false, zeroMin: false },
        { label: 'Truncates', noWrap: true, zeroMin: true },
      ].map(({ label, noWrap, zeroMin }) => (
        <Paper key={label} sx={{ my: 1, mx: 'auto', p: 2, maxWidth: 400 }}>
          <Grid container wrap="nowrap" spacing={2}>
            <Grid item>
              <Avatar>{label[0]}</Avatar>
            </Grid>
            <Grid item xs zeroMinWidth={zeroMin}>
              <Typography noWrap={noWrap}>{message}</Typography>
            </Grid>
          </Grid>
        </Paper>
      ))}
    </Box>
  );
}
