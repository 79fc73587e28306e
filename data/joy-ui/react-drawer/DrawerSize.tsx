import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';

type Size = 'sm' | 'md' | 'lg';

export default function DrawerSize() {
  const [size, setSize] = React.useState<Size | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {(['sm', 'md', 'lg'] as const).map((item) => (
        <Button key={item} variant="outlined" color="neutral" onClick={() => setSize(item)}>
          size {item}
        </Button>
      ))}
      <Drawer
        size={size ?? 'md'}
        open={size !== null}
        onClose={() => setSize(null)}
        slotProps={{ content: { 'aria-labelledby': 'size-drawer-title' } }}
      >
        <ModalClose />
        <DialogTitle id="size-drawer-title">size=&quot;{size ?? 'md'}&quot;</DialogTitle>
        <DialogContent>
          The width follows the size. Set the content slot&apos;s width for any other value.
        </DialogContent>
      </Drawer>
    </Box>
  );
}
