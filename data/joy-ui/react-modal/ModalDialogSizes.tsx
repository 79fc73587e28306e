import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { type ModalDialogProps } from '@mui/joy/ModalDialog';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';

const sizes: NonNullable<ModalDialogProps['size']>[] = ['sm', 'md', 'lg'];

export default function ModalDialogSizes() {
  const [size, setSize] = React.useState<ModalDialogProps['size'] | null>(null);
  return (
    <React.Fragment>
      <Stack direction="row" spacing={1}>
        {sizes.map((item) => (
          <Button
            key={item}
            variant="outlined"
            color="neutral"
            size={item}
            onClick={() => setSize(item)}
          >
            {item}
          </Button>
        ))}
      </Stack>
      <Modal open={size !== null} onClose={() => setSize(null)}>
        <ModalDialog size={size ?? undefined} aria-labelledby="dialog-size-title">
          <ModalClose />
          <DialogTitle id="dialog-size-title">Size {size}</DialogTitle>
          <DialogContent>The size changes the padding, the gap and the font sizes.</DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
