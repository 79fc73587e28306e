import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function BasicButtonGroup() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <ButtonGroup variant="contained" aria-label="Text alignment">
        <Button>Left</Button>
        <Button>Center</Button>
        <Button>Right</Button>
      </ButtonGroup>
      <ButtonGroup variant="outlined" color="secondary" size="small" aria-label="Zoom">
        <Button>Zoom out</Button>
        <Button>100%</Button>
        <Button>Zoom in</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="Pages">
        <Button>Previous</Button>
        <Button>Next</Button>
      </ButtonGroup>
    </Stack>
  );
}
