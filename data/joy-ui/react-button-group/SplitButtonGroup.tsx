import ButtonGroup from '@mui/joy/ButtonGroup';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';

function ChevronDown() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M7 10l5 5 5-5z" />
    </svg>
  );
}

export default function SplitButtonGroup() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <ButtonGroup variant="solid" color="primary" aria-label="Merge options">
        <Button>Merge pull request</Button>
        <IconButton aria-label="More merge options">
          <ChevronDown />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup spacing={1} buttonFlex={1} aria-label="Dialog actions">
        <Button variant="outlined" color="neutral">
          Cancel
        </Button>
        <Button variant="solid">Confirm</Button>
      </ButtonGroup>
    </Stack>
  );
}
