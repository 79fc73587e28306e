import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function VariantButtonGroup() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <ButtonGroup variant="outlined" aria-label="Zoom (outlined)">
        <Button>Zoom out</Button>
        <Button>100%</Button>
        <Button>Zoom in</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="Zoom (text)">
        <Button>Zoom out</Button>
        <Button>100%</Button>
        <Button>Zoom in</Button>
      </ButtonGroup>
    </Stack>
  );
}
