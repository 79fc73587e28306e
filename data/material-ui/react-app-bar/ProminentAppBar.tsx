import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MoreIcon from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';

export default function ProminentAppBar() {
  return (
    <AppBar position="static">
      {/* A taller bar, with the title at the bottom. */}
      <Toolbar sx={{ minHeight: 128, alignItems: 'flex-start', pt: 1, pb: 2 }}>
        <IconButton
          size="large"
          edge="start"
          color="inherit"
          aria-label="Open navigation"
          sx={{ mr: 1 }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h5" component="div" sx={{ flexGrow: 1, alignSelf: 'flex-end' }}>
          Trip to Lisbon
        </Typography>
        <IconButton size="large" color="inherit" aria-label="Search">
          <SearchIcon />
        </IconButton>
        <IconButton size="large" edge="end" color="inherit" aria-label="More actions">
          <MoreIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
