import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Switch from '@mui/material/Switch';

export default function SlideFromContainer() {
  const [checked, setChecked] = React.useState(false);
  const containerRef = React.useRef<HTMLDivElement>(null);
  return (
    <Box
      ref={containerRef}
      sx={{
        height: 180,
        width: 280,
        maxWidth: '100%',
        p: 2,
        borderRadius: 1,
        bgcolor: 'action.hover',
        overflow: 'hidden',
      }}
    >
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked((prev) => !prev)} />}
        label="Show panel"
      />
      <Slide in={checked} direction="left" container={containerRef.current}>
        <Paper elevation={4} sx={{ mt: 1, p: 2 }}>
          Slides in from the right edge of the grey box, not of the window.
        </Paper>
      </Slide>
    </Box>
  );
}
