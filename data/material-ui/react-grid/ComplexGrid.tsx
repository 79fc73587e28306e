import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ComplexGrid() {
  return (
    <Paper sx={{ p: 2, maxWidth: 500, flexGrow: 1 }}>
      <Grid container spacing={2}>
        <Grid item>
          <Box
            role="img"
            aria-label="A blue and green pattern"
            sx={{
              width: 128,
              height: 128,
              borderRadius: 1,
              background: 'linear-gradient(135deg, #1565c0, #43a047)',
            }}
          />
        </Grid>
        <Grid item xs={12} sm container>
          <Grid item xs container direction="column" spacing={2}>
            <Grid item xs>
              <Typography gutterBottom variant="subtitle1" component="div">
                Wool scarf
              </Typography>
              <Typography variant="body2" gutterBottom>
                Full size, hand-knitted
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Item 104 882
              </Typography>
            </Grid>
            <Grid item>
              <Button size="small" color="error" sx={{ ml: -0.5 }}>
                Remove
              </Button>
            </Grid>
          </Grid>
          <Grid item>
            <Typography variant="subtitle1" component="div">
              €39.00
            </Typography>
          </Grid>
        </Grid>
      </Grid>
    </Paper>
  );
}
