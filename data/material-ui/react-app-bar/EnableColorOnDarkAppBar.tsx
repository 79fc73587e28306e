import AppBar from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function EnableColorOnDarkAppBar() {
  return (
    <Stack spacing={2}>
      <AppBar position="static" color="primary">
        <Toolbar>
          <Typography variant="h6" component="div">
            Dark surface in dark mode
          </Typography>
        </Toolbar>
      </AppBar>
      <AppBar position="static" color="primary" enableColorOnDark>
        <Toolbar>
          <Typography variant="h6" component="div">
            enableColorOnDark
          </Typography>
        </Toolbar>
      </AppBar>
    </Stack>
  );
}
