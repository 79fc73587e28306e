import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function VerticalButtonGroup() {
  return (
    <Stack direction="row" spacing={3}>
      <ButtonGroup orientation="vertical" variant="outlined" aria-label="Export format">
        <Button>PDF</Button>
        <Button>CSV</Button>
        <Button>JSON</Button>
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="contained" disableElevation aria-label="Actions">
        <Button>Archive</Button>
        <Button disabled>Restore</Button>
        <Button color="error">Delete</Button>
      </ButtonGroup>
    </Stack>
  );
}
