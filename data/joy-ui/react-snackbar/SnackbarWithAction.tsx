import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

export default function SnackbarWithAction() {
  const [open, setOpen] = React.useState(false);
  const [archived, setArchived] = React.useState(0);
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button
        onClick={() => {
          setArchived(archived + 1);
          setOpen(true);
        }}
      >
        Archive conversation
      </Button>
      <Typography level="body-sm">Archived conversations: {archived}</Typography>
      <Snackbar
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={6000}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        variant="solid"
        color="neutral"
        role="status"
        endDecorator={
          <Button
            size="sm"
            variant="soft"
            color="neutral"
            onClick={() => {
              setArchived(Math.max(0, archived - 1));
              setOpen(false);
            }}
          >
            Undo
          </Button>
        }
      >
        Conversation archived.
      </Snackbar>
    </Stack>
  );
}
