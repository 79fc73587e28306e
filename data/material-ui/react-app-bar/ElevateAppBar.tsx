import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { paragraphs } from './scrollText';

export default function ElevateAppBar() {
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  // Flat at the very top, raised as soon as anything scrolls under the bar.
  const raised = useScrollTrigger({
    target: scroller ?? undefined,
    disableHysteresis: true,
    threshold: 0,
  });

  return (
    <Box
      ref={setScroller}
      tabIndex={0}
      role="region"
      aria-label="Hiking log that raises its bar on scroll"
      sx={{ height: 300, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <AppBar position="sticky" elevation={raised ? 4 : 0} color={raised ? 'primary' : 'default'}>
        <Toolbar>
          <Typography variant="h6" component="div">
            Scroll to raise me
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2 }}>
        {paragraphs.map((text) => (
          <Typography key={text} paragraph>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
