import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';

export default function SimpleGrow() {
  const [checked, setChecked] = React.useState(false);
  return (
    <Box sx={{ height: 160 }}>
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked((prev) => !prev)} />}
        label="Show"
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Grow in={checked}>
          <Paper elevation={4} sx={{ width: 96, height: 80, p: 1 }}>
            Grows from the centre
          </Paper>
        </Grow>
        {/* A later start, and a transform origin at the top left. */}
        <Grow
          in={checked}
          style={{ transformOrigin: '0 0 0' }}
          {...(checked ? { timeout: 1000 } : {})}
        >
          <Paper elevation={4} sx={{ width: 96, height: 80, p: 1 }}>
            Grows from a corner
          </Paper>
        </Grow>
      </Box>
    </Box>
  );
}
