import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

export default function SeparatorColor() {
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <ButtonGroup variant="solid" color="primary" aria-label="Default separator">
        <Button>Default</Button>
        <Button>separator</Button>
      </ButtonGroup>
      <ButtonGroup
        variant="solid"
        color="primary"
        aria-label="Lighter separator"
        sx={{ '--ButtonGroup-separatorColor': 'var(--joy-palette-primary-200)' }}
      >
        <Button>Lighter</Button>
        <Button>separator</Button>
      </ButtonGroup>
      <ButtonGroup
        variant="soft"
        color="warning"
        aria-label="Darker separator"
        sx={{ '--ButtonGroup-separatorColor': 'var(--joy-palette-warning-500)' }}
      >
        <Button>Darker</Button>
        <Button>separator</Button>
      </ButtonGroup>
    </Stack>
  );
}
