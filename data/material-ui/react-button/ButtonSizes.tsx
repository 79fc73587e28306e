import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const variants = ['text', 'outlined', 'contained'] as const;

export default function ButtonSizes() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={1}
          alignItems="center"
          useFlexGap
          flexWrap="wrap"
        >
          <Button variant={variant} size="small">
            Small
          </Button>
          <Button variant={variant} size="medium">
            Medium
          </Button>
          <Button variant={variant} size="large">
            Large
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}
