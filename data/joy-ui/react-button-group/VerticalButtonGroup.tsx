import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function VerticalButtonGroup() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <ButtonGroup orientation="vertical" aria-label="Move layer">
        <Button>Bring to front</Button>
        <Button>Bring forward</Button>
        <Button>Send backward</Button>
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="solid" color="primary" aria-label="Quantity">
        <Button>+1</Button>
        <Button>−1</Button>
      </ButtonGroup>
    </Box>
  );
}
