import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { paragraphs } from './scrollText';

export default function BackToTop() {
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  const scrolled = useScrollTrigger({
    target: scroller ?? undefined,
    disableHysteresis: true,
    threshold: 100,
  });

  return (
    <Box
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box
        ref={setScroller}
        tabIndex={0}
        role="region"
        aria-label="Hiking log with a back-to-top button"
        sx={{ height: 300, overflow: 'auto' }}
      >
        <AppBar position="sticky">
          <Toolbar>
            <Typography variant="h6" component="div">
              Scroll to see the button
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
      <Zoom in={scrolled}>
        <Fab
          size="small"
          color="secondary"
          aria-label="Back to top"
          onClick={() => scroller?.scrollTo({ top: 0, behavior: 'smooth' })}
          sx={{ position: 'absolute', bottom: 16, right: 16 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
