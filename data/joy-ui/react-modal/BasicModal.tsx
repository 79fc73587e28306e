import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show shipping details
      </Button>
      <Modal
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', p: 2 }}
      >
        <Sheet variant="outlined" sx={{ maxWidth: 420, borderRadius: 'md', p: 3, boxShadow: 'lg' }}>
          <ModalClose variant="plain" sx={{ m: 1 }} />
          <Typography id={`${id}-title`} component="h2" level="h4" sx={{ mb: 1 }}>
            Shipping
          </Typography>
          <Typography id={`${id}-text`} textColor="text.tertiary">
            Orders leave our warehouse within two working days and arrive three to five days later.
          </Typography>
        </Sheet>
      </Modal>
    </React.Fragment>
  );
}
