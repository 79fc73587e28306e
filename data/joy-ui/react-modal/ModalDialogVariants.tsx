import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { type ModalDialogProps } from '@mui/joy/ModalDialog';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';

const variants: NonNullable<ModalDialogProps['variant']>[] = ['plain', 'outlined', 'soft', 'solid'];

export default function ModalDialogVariants() {
  const [variant, setVariant] = React.useState<ModalDialogProps['variant'] | null>(null);
  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {variants.map((item) => (
          <Button key={item} variant={item} color="neutral" onClick={() => setVariant(item)}>
            {item}
          </Button>
        ))}
      </Stack>
      <Modal open={variant !== null} onClose={() => setVariant(null)}>
        <ModalDialog variant={variant ?? undefined} aria-labelledby="dialog-variant-title">
          <ModalClose />
          <DialogTitle id="dialog-variant-title">The {variant} variant</DialogTitle>
          <DialogContent>
            ModalDialog takes the same global variants as other components.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
