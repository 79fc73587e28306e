import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import type { PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const placements: PopperPlacementType[] = [
  'top-start',
  'top',
  'top-end',
  'left',
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
];

export default function PositionedPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const [open, setOpen] = React.useState(false);

  const toggle = (next: PopperPlacementType) => (event: React.MouseEvent<HTMLButtonElement>) => {
    setAnchorEl(event.currentTarget);
    setOpen((prev) => placement !== next || !prev);
    setPlacement(next);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', py: 6 }}>
      {placements.map((item) => (
        <Button key={item} size="small" variant="outlined" onClick={toggle(item)}>
          {item}
        </Button>
      ))}
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement={placement}
        transition
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
      >
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={250}>
            <Paper elevation={4}>
              <Typography sx={{ p: 1.5 }}>placement=&quot;{placement}&quot;</Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
