import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function DenseControls() {
  return (
    <Stack spacing={2}>
      {(['medium', 'small'] as const).map((size) => (
        <Stack
          key={size}
          direction="row"
          spacing={2}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
        >
          <Typography variant="caption" sx={{ width: 56 }}>
            {size}
          </Typography>
          <TextField size={size} label="Name" defaultValue="Ada" />
          <Button size={size} variant="contained">
            Save
          </Button>
          <Chip size={size} label="Draft" />
        </Stack>
      ))}
    </Stack>
  );
}
