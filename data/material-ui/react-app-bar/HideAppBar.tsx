import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { paragraphs } from './scrollText';

export default function HideAppBar() {
  // The box scrolls, not the window: the trigger listens to it.
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  const trigger = useScrollTrigger({ target: scroller ?? undefined });

  return (
    <Box
      ref={setScroller}
      tabIndex={0}
      role="region"
      aria-label="Hiking log that hides its bar on scroll"
      sx={{ height: 300, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Slide appear={false} direction="down" in={!trigger} container={scroller}>
        <AppBar position="sticky">
          <Toolbar>
            <Typography variant="h6" component="div">
              Scroll down to hide me
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
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
