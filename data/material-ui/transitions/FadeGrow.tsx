import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';

const tile = {
  width: 120,
  height: 90,
  p: 1.5,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
};

export default function FadeGrow() {
  const [shown, setShown] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={shown} onChange={() => setShown((prev) => !prev)} />}
        label="Show"
      />
      <Box sx={{ display: 'flex', gap: 2, height: 100 }}>
        <Fade in={shown}>
          <Paper elevation={4} sx={tile}>
            Fade
          </Paper>
        </Fade>
        <Grow in={shown}>
          <Paper elevation={4} sx={tile}>
            Grow
          </Paper>
        </Grow>
        <Grow in={shown} style={{ transformOrigin: '0 0 0' }} timeout={1000}>
          <Paper elevation={4} sx={tile}>
            Grow from the corner, 1s
          </Paper>
        </Grow>
      </Box>
    </div>
  );
}
