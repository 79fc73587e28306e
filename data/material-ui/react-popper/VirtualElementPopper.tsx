import * as React from 'react';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import type { PopperProps } from '@mui/material/Popper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function VirtualElementPopper() {
  const [open, setOpen] = React.useState(false);
  const [anchorEl, setAnchorEl] = React.useState<PopperProps['anchorEl']>(null);
  const [text, setText] = React.useState('');

  const handleMouseUp = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) {
      setOpen(false);
      return;
    }
    const range = selection.getRangeAt(0);
    setText(selection.toString());
    // A virtual element: only its rectangle matters to the popper.
    setAnchorEl({ getBoundingClientRect: () => range.getBoundingClientRect() });
    setOpen(true);
  };

  return (
    <div onMouseLeave={() => setOpen(false)}>
      <Typography onMouseUp={handleMouseUp} sx={{ maxWidth: 420 }}>
        Select a few words of this paragraph with the mouse. A popper appears above the selection,
        anchored to a virtual element whose rectangle is the selection&apos;s bounding box.
      </Typography>
      <Popper open={open} anchorEl={anchorEl} placement="top" transition>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={200}>
            <Paper sx={{ p: 1, maxWidth: 240 }}>
              <Typography variant="body2">{text.length} characters selected</Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </div>
  );
}
