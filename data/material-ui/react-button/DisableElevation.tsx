import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function DisableElevation() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Button variant="contained">With shadow</Button>
      <Button variant="contained" disableElevation>
        Flat
      </Button>
    </Stack>
  );
}
