import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function DisableElevation() {
  return (
    <ButtonGroup disableElevation variant="contained" aria-label="Flat actions">
      <Button>Copy</Button>
      <Button>Paste</Button>
    </ButtonGroup>
  );
}
