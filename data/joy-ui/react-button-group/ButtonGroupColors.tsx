import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ButtonGroupColors() {
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      {COLORS.map((color) => (
        <ButtonGroup key={color} color={color} variant="soft" aria-label={`${color} group`}>
          <Button>{color}</Button>
          <Button>Second</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
