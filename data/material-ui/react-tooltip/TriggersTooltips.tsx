import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TriggersTooltips() {
  const [open, setOpen] = React.useState(false);
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Tooltip disableFocusListener describeChild title="Opens on hover and touch, not on focus">
        <Button>Hover or touch</Button>
      </Tooltip>
      <Tooltip disableHoverListener describeChild title="Opens on focus and touch, not on hover">
        <Button>Focus or touch</Button>
      </Tooltip>
      <Tooltip disableFocusListener disableTouchListener describeChild title="Opens on hover only">
        <Button>Hover only</Button>
      </Tooltip>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div>
          <Tooltip
            describeChild
            PopperProps={{ disablePortal: true }}
            onClose={() => setOpen(false)}
            open={open}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            title="Opened by a click; click elsewhere to close"
          >
            <Button onClick={() => setOpen(true)}>Click</Button>
          </Tooltip>
        </div>
      </ClickAwayListener>
    </Stack>
  );
}
