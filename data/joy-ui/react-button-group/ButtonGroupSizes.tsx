import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function ButtonGroupSizes() {
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      {SIZES.map((size) => (
        <ButtonGroup key={size} size={size} aria-label={`Group of size ${size}`}>
          <Button>Day</Button>
          <Button>Week</Button>
          <Button>Month</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
