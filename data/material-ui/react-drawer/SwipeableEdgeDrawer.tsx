import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';
import { frameSx } from './frame';

const PULLER_HEIGHT = 56;

export default function SwipeableEdgeDrawer() {
  const [open, setOpen] = React.useState(false);
  const [frame, setFrame] = React.useState<HTMLElement | null>(null);

  return (
    <Box ref={setFrame} sx={{ ...frameSx, flexDirection: 'column', alignItems: 'center', pt: 4 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show the trip
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, px: 2, textAlign: 'center' }}>
        On a touch screen, the handle can also be dragged up when the box reaches the bottom of the
        screen.
      </Typography>
      {frame ? (
        <SwipeableDrawer
          container={frame}
          anchor="bottom"
          open={open}
          onClose={() => setOpen(false)}
          onOpen={() => setOpen(true)}
          swipeAreaWidth={PULLER_HEIGHT}
          disableSwipeToOpen={false}
          ModalProps={{ keepMounted: true }}
          // Slide out to the bottom of the box rather than of the window, so the handle stays in view.
          SlideProps={{ container: frame }}
          sx={{
            position: 'absolute',
            '& .MuiBackdrop-root': { position: 'absolute' },
            '& > .MuiPaper-root': { height: `calc(70% - ${PULLER_HEIGHT}px)`, overflow: 'visible' },
          }}
          SwipeAreaProps={{ sx: { position: 'absolute' } }}
        >
          {/* The handle stays visible above the closed drawer. */}
          <Box
            sx={{
              position: 'absolute',
              top: -PULLER_HEIGHT,
              left: 0,
              right: 0,
              height: PULLER_HEIGHT,
              visibility: 'visible',
              bgcolor: 'background.paper',
              borderTopLeftRadius: 8,
              borderTopRightRadius: 8,
              boxShadow: 3,
            }}
          >
            <Box
              sx={{
                width: 32,
                height: 6,
                bgcolor: 'text.disabled',
                borderRadius: 3,
                position: 'absolute',
                top: 8,
                left: 'calc(50% - 16px)',
              }}
            />
            <Typography sx={{ p: 2.5, color: 'text.secondary' }}>3 stops</Typography>
          </Box>
          <Box sx={{ px: 2, pb: 2, overflow: 'auto' }}>
            {['Harbour front', 'Old town', 'Botanical garden'].map((stop, index) => (
              <Typography key={stop} sx={{ py: 1 }}>
                {index + 1}. {stop}
              </Typography>
            ))}
          </Box>
        </SwipeableDrawer>
      ) : null}
    </Box>
  );
}
