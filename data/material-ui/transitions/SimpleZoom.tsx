import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';

export default function SimpleZoom() {
  const [checked, setChecked] = React.useState(true);
  return (
    <Box sx={{ height: 120 }}>
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked((prev) => !prev)} />}
        label="Show actions"
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Zoom in={checked}>
          <Fab color="primary" aria-label="Add">
            <AddIcon />
          </Fab>
        </Zoom>
        <Zoom in={checked} style={{ transitionDelay: checked ? '200ms' : '0ms' }}>
          <Fab color="secondary" aria-label="Add another">
            <AddIcon />
          </Fab>
        </Zoom>
      </Box>
    </Box>
  );
}
