import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MailIcon from '@mui/icons-material/Mail';
import MenuIcon from '@mui/icons-material/Menu';
import MoreIcon from '@mui/icons-material/MoreVert';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';
import { SearchBox, SearchIconBox, SearchInput } from './searchField';

export default function PrimarySearchAppBar() {
  const [accountAnchor, setAccountAnchor] = React.useState<HTMLElement | null>(null);
  const [moreAnchor, setMoreAnchor] = React.useState<HTMLElement | null>(null);
  const id = React.useId();
  const closeAll = () => {
    setAccountAnchor(null);
    setMoreAnchor(null);
  };

  return (
    <Box sx={{ flexGrow: 1 }}>
      <AppBar position="static">
        <Toolbar>
          <IconButton
            size="large"
            edge="start"
            color="inherit"
            aria-label="Open navigation"
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            variant="h6"
            noWrap
            component="div"
            sx={{ display: { xs: 'none', sm: 'block' } }}
          >
            Workspace
          </Typography>
          <SearchBox role="search" aria-label="Workspace" sx={{ ml: { sm: 2 } }}>
            <SearchIconBox>
              <SearchIcon />
            </SearchIconBox>
            <SearchInput
              placeholder="Search…"
              inputProps={{ 'aria-label': 'Search the workspace' }}
            />
          </SearchBox>
          <Box sx={{ flexGrow: 1 }} />
          {/* Wider screens: each action is in the bar. */}
          <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
            <IconButton size="large" color="inherit" aria-label="Messages, 4 new">
              <Badge badgeContent={4} color="error">
                <MailIcon />
              </Badge>
            </IconButton>
            <IconButton size="large" color="inherit" aria-label="Notifications, 12 new">
              <Badge badgeContent={12} color="error">
                <NotificationsIcon />
              </Badge>
            </IconButton>
            <IconButton
              size="large"
              edge="end"
              color="inherit"
              aria-label="Your account"
              aria-controls={accountAnchor ? `${id}-account` : undefined}
              aria-haspopup="true"
              onClick={(event) => setAccountAnchor(event.currentTarget)}
            >
              <AccountCircle />
            </IconButton>
          </Box>
          {/* Phones: they fold into one menu. */}
          <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
            <IconButton
              size="large"
              color="inherit"
              aria-label="More actions"
              aria-controls={moreAnchor ? `${id}-more` : undefined}
              aria-haspopup="true"
              onClick={(event) => setMoreAnchor(event.currentTarget)}
            >
              <MoreIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </AppBar>
      <Menu
        id={`${id}-account`}
        anchorEl={accountAnchor}
        open={Boolean(accountAnchor)}
        onClose={closeAll}
      >
        <MenuItem onClick={closeAll}>Profile</MenuItem>
        <MenuItem onClick={closeAll}>Sign out</MenuItem>
      </Menu>
      <Menu id={`${id}-more`} anchorEl={moreAnchor} open={Boolean(moreAnchor)} onClose={closeAll}>
        <MenuItem onClick={closeAll}>Messages (4 new)</MenuItem>
        <MenuItem onClick={closeAll}>Notifications (12 new)</MenuItem>
        <MenuItem onClick={closeAll}>Profile</MenuItem>
      </Menu>
    </Box>
  );
}
