import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ContainedButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Button variant="contained">Publish</Button>
      <Button variant="contained" disabled>
        Published
      </Button>
      <Button variant="contained" href="#contained-button">
        Link
      </Button>
    </Stack>
  );
}
