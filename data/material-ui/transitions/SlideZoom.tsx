import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';

export default function SlideZoom() {
  const [shown, setShown] = React.useState(false);
  const containerRef = React.useRef<HTMLDivElement>(null);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={shown} onChange={() => setShown((prev) => !prev)} />}
        label="Show"
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box
          ref={containerRef}
          sx={{
            width: 220,
            height: 110,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            borderRadius: 1,
            p: 1,
          }}
        >
          <Slide in={shown} direction="up" container={containerRef.current}>
            <Paper elevation={4} sx={{ p: 2 }}>
              Slides up from the bottom of the grey box
            </Paper>
          </Slide>
        </Box>
        <Zoom in={shown} style={{ transitionDelay: shown ? '200ms' : '0ms' }}>
          <Paper
            elevation={6}
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            Zoom
          </Paper>
        </Zoom>
      </Box>
    </div>
  );
}
