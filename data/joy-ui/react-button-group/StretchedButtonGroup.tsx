import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function StretchedButtonGroup() {
  return (
    <ButtonGroup
      aria-label="Export format"
      variant="soft"
      color="primary"
      buttonFlex={1}
      sx={{ width: '100%', maxWidth: 420 }}
    >
      <Button>CSV</Button>
      <Button>JSON</Button>
      <Button>PDF</Button>
    </ButtonGroup>
  );
}
