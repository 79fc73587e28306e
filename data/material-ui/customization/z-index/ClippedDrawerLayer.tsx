import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

/** An app bar and a drawer in a contained box: raise the app bar above the drawer with the theme's values. */
export default function ClippedDrawerLayer() {
  const [above, setAbove] = React.useState(true);
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={above} onChange={(event) => setAbove(event.target.checked)} />}
        label="App bar above drawer (zIndex.drawer + 1)"
      />
      <Box
        sx={{
          position: 'relative',
          height: 180,
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          isolation: 'isolate',
        }}
      >
        <AppBar
          position="absolute"
          sx={{ zIndex: (theme) => (above ? theme.zIndex.drawer + 1 : theme.zIndex.appBar) }}
        >
          <Toolbar variant="dense">
            <Typography component="div" variant="subtitle1">
              App bar
            </Typography>
          </Toolbar>
        </AppBar>
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: 0,
            width: 160,
            p: 2,
            pt: 7,
            bgcolor: 'background.paper',
            boxShadow: 8,
            zIndex: (theme) => theme.zIndex.drawer,
          }}
        >
          Drawer
        </Box>
      </Box>
    </Box>
  );
}
