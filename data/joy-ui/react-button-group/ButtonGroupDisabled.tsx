import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Settings from '@mui/icons-material/Settings';

export default function ButtonGroupDisabled() {
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <ButtonGroup disabled aria-label="Everything disabled">
        <Button>Cut</Button>
        <Button>Copy</Button>
        <IconButton aria-label="Clipboard settings">
          <Settings />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup aria-label="One disabled">
        <Button>Cut</Button>
        <Button disabled>Copy</Button>
        <Button>Paste</Button>
      </ButtonGroup>
    </Stack>
  );
}
