import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const entries = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default function FramedFixedAppBar() {
  return (
    // The frame's page takes its colours from the theme, so its text and background always match.
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <AppBar position="fixed">
        <Toolbar>
          <IconButton size="large" edge="start" color="inherit" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" sx={{ ml: 1 }}>
            Week planner
          </Typography>
        </Toolbar>
      </AppBar>
      {/* An empty Toolbar keeps the first entry clear of the fixed bar. */}
      <Toolbar />
      <Box component="div" sx={{ p: 2 }}>
        {entries.map((day) => (
          <Typography key={day} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            {day}: nothing planned yet
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
