import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const rows = [
  { size: 'small', color: 'secondary', variant: 'outlined' },
  { size: 'medium', color: 'success', variant: 'contained' },
  { size: 'large', color: 'warning', variant: 'outlined' },
] as const;

export default function GroupSizesColors() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      {rows.map(({ size, color, variant }) => (
        <ButtonGroup
          key={size}
          size={size}
          color={color}
          variant={variant}
          aria-label={`Pages, ${size}`}
        >
          <Button>1</Button>
          <Button>2</Button>
          <Button>3</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
