import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';

const sizes = ['small', 'medium', 'large'] as const;

export default function FabSizes() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      {sizes.map((size) => (
        <Fab key={size} size={size} color="secondary" aria-label={`Add (${size})`}>
          <AddIcon />
        </Fab>
      ))}
    </Stack>
  );
}
