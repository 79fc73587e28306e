import ButtonGroup from '@mui/joy/ButtonGroup';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function BasicButtonGroup() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <ButtonGroup aria-label="Text alignment">
        <Button>Left</Button>
        <Button>Center</Button>
        <Button>Right</Button>
      </ButtonGroup>
      <ButtonGroup variant="soft" color="primary" aria-label="Pagination">
        <Button>Previous</Button>
        <Button>Next</Button>
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="outlined" size="sm" aria-label="Export format">
        <Button>PDF</Button>
        <Button>CSV</Button>
        <Button>JSON</Button>
      </ButtonGroup>
    </Stack>
  );
}
