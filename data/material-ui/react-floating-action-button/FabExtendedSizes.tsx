import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';

const sizes = ['small', 'medium', 'large'] as const;

export default function FabExtendedSizes() {
  return (
    <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
      {sizes.map((size) => (
        <Fab key={size} size={size} variant="extended" color="primary">
          <EditIcon sx={{ mr: 1 }} />
          Write ({size})
        </Fab>
      ))}
    </Stack>
  );
}
