import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function OutlinedButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Button variant="outlined">Preview</Button>
      <Button variant="outlined" disabled>
        Unavailable
      </Button>
      <Button variant="outlined" href="#outlined-button">
        Link
      </Button>
    </Stack>
  );
}
