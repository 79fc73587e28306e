import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';

type Anchor = 'top' | 'left' | 'bottom' | 'right';
const ANCHORS: Anchor[] = ['top', 'right', 'bottom', 'left'];

export default function DrawerAnchor() {
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {ANCHORS.map((item) => (
        <Button key={item} variant="soft" onClick={() => setAnchor(item)}>
          {item}
        </Button>
      ))}
      <Drawer
        anchor={anchor ?? 'left'}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ content: { 'aria-labelledby': 'anchor-drawer-title' } }}
      >
        <ModalClose />
        <DialogTitle id="anchor-drawer-title">anchor=&quot;{anchor ?? 'left'}&quot;</DialogTitle>
        <DialogContent>The panel slides in from this edge.</DialogContent>
      </Drawer>
    </Box>
  );
}
