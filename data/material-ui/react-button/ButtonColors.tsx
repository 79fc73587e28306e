import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonColors() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Button color="secondary">Secondary</Button>
      <Button variant="contained" color="success">
        Confirm
      </Button>
      <Button variant="outlined" color="error">
        Remove
      </Button>
      <Button variant="outlined" color="inherit">
        Inherit
      </Button>
    </Stack>
  );
}
