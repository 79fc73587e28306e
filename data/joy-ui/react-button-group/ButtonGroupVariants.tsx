import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const VARIANTS = ['outlined', 'plain', 'soft', 'solid'] as const;

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      {VARIANTS.map((variant) => (
        <ButtonGroup key={variant} variant={variant} aria-label={`${variant} group`}>
          <Button>{variant}</Button>
          <Button>Two</Button>
          <Button>Three</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
