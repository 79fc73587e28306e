import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SailingIcon from '@mui/icons-material/Sailing';

const pages = ['Routes', 'Timetable', 'Fares'];
const settings = ['Profile', 'Tickets', 'Sign out'];

export default function ResponsiveAppBar() {
  const [navAnchor, setNavAnchor] = React.useState<HTMLElement | null>(null);
  const [userAnchor, setUserAnchor] = React.useState<HTMLElement | null>(null);
  const id = React.useId();

  return (
    <AppBar position="static">
      <Toolbar>
        <SailingIcon sx={{ display: { xs: 'none', md: 'flex' }, mr: 1 }} />
        <Typography
          variant="h6"
          noWrap
          component="div"
          sx={{ mr: 3, display: { xs: 'none', md: 'flex' }, fontWeight: 700 }}
        >
          FERRY
        </Typography>

        {/* Phones: the pages sit in a menu behind a button. */}
        <Box sx={{ flexGrow: 1, display: { xs: 'flex', md: 'none' } }}>
          <IconButton
            size="large"
            color="inherit"
            aria-label="Pages"
            aria-controls={navAnchor ? `${id}-nav` : undefined}
            aria-haspopup="true"
            aria-expanded={Boolean(navAnchor)}
            onClick={(event) => setNavAnchor(event.currentTarget)}
          >
            <MenuIcon />
          </IconButton>
          <Menu
            id={`${id}-nav`}
            anchorEl={navAnchor}
            open={Boolean(navAnchor)}
            onClose={() => setNavAnchor(null)}
          >
            {pages.map((page) => (
              <MenuItem key={page} onClick={() => setNavAnchor(null)}>
                {page}
              </MenuItem>
            ))}
          </Menu>
        </Box>
        <SailingIcon sx={{ display: { xs: 'flex', md: 'none' }, mr: 1 }} />
        <Typography
          variant="h6"
          noWrap
          component="div"
          sx={{ flexGrow: 1, display: { xs: 'flex', md: 'none' }, fontWeight: 700 }}
        >
          FERRY
        </Typography>

        {/* Wider screens: the pages are buttons in the bar. */}
        <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'flex' } }}>
          {pages.map((page) => (
            <Button key={page} color="inherit">
              {page}
            </Button>
          ))}
        </Box>

        <Tooltip title="Account settings">
          <IconButton
            aria-label="Account settings"
            aria-controls={userAnchor ? `${id}-user` : undefined}
            aria-haspopup="true"
            aria-expanded={Boolean(userAnchor)}
            onClick={(event) => setUserAnchor(event.currentTarget)}
            sx={{ p: 0 }}
          >
            <Avatar component="span" sx={{ bgcolor: 'secondary.main' }}>
              K
            </Avatar>
          </IconButton>
        </Tooltip>
        <Menu
          id={`${id}-user`}
          anchorEl={userAnchor}
          open={Boolean(userAnchor)}
          onClose={() => setUserAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {settings.map((setting) => (
            <MenuItem key={setting} onClick={() => setUserAnchor(null)}>
              {setting}
            </MenuItem>
          ))}
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
