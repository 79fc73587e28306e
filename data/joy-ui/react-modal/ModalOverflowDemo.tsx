import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';
import DialogTitle from '@mui/joy/DialogTitle';
import Typography from '@mui/joy/Typography';

const paragraphs = Array.from(
  { length: 16 },
  (_, index) =>
    `Day ${index + 1}: a walk along the coast, lunch in a village and a night in a guesthouse.`,
);

export default function ModalOverflowDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show the itinerary
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalOverflow>
          <ModalDialog aria-labelledby="itinerary-title">
            <ModalClose />
            <DialogTitle id="itinerary-title">Sixteen days on foot</DialogTitle>
            {paragraphs.map((text) => (
              <Typography key={text}>{text}</Typography>
            ))}
          </ModalDialog>
        </ModalOverflow>
      </Modal>
    </React.Fragment>
  );
}
