import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const samples = [
  { label: 'Elevation (default)', props: {} },
  { label: 'Outlined', props: { variant: 'outlined' } },
  { label: 'Outlined, square', props: { variant: 'outlined', square: true } },
  { label: 'Elevation 3, square', props: { elevation: 3, square: true } },
] as const;

export default function PaperVariants() {
  return (
    <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap sx={{ p: 1 }}>
      {samples.map(({ label, props }) => (
        <Paper key={label} {...props} sx={{ width: 140, height: 96, p: 2 }}>
          <Typography variant="body2">{label}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
