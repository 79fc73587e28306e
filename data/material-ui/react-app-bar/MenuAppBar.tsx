import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';

export default function MenuAppBar() {
  const [signedIn, setSignedIn] = React.useState(true);
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const id = React.useId();
  const close = () => setAnchorEl(null);

  return (
    <Box sx={{ flexGrow: 1 }}>
      <FormControlLabel
        control={
          <Switch checked={signedIn} onChange={(event) => setSignedIn(event.target.checked)} />
        }
        label={signedIn ? 'Signed in' : 'Signed out'}
      />
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
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Photos
          </Typography>
          {signedIn ? (
            <div>
              <IconButton
                size="large"
                color="inherit"
                aria-label="Your account"
                aria-controls={anchorEl ? id : undefined}
                aria-haspopup="true"
                aria-expanded={Boolean(anchorEl)}
                onClick={(event) => setAnchorEl(event.currentTarget)}
              >
                <AccountCircle />
              </IconButton>
              <Menu
                id={id}
                anchorEl={anchorEl}
                open={Boolean(anchorEl)}
                onClose={close}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
              >
                <MenuItem onClick={close}>Profile</MenuItem>
                <MenuItem onClick={close}>My albums</MenuItem>
              </Menu>
            </div>
          ) : null}
        </Toolbar>
      </AppBar>
    </Box>
  );
}
