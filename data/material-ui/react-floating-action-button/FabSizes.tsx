import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;

export default function FabSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        {sizes.map((size) => (
          <Fab key={size} size={size} color="secondary" aria-label={`Add (${size})`}>
            +
          </Fab>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        {sizes.map((size) => (
          <Fab key={size} size={size} variant="extended">
            New task
          </Fab>
        ))}
      </Stack>
    </Stack>
  );
}
