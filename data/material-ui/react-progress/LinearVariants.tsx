import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const rows = [
  { id: 'indeterminate', label: 'Indeterminate' },
  { id: 'determinate', label: 'Determinate, 60%' },
  { id: 'buffer', label: 'Buffer, 40% played, 70% loaded' },
  { id: 'query', label: 'Query' },
] as const;

export default function LinearVariants() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      {rows.map(({ id, label }) => (
        <div key={id}>
          <Typography id={`linear-variant-${id}`} variant="body2" gutterBottom>
            {label}
          </Typography>
          <LinearProgress
            variant={id}
            value={id === 'buffer' ? 40 : 60}
            valueBuffer={70}
            color={id === 'query' ? 'secondary' : 'primary'}
            aria-labelledby={`linear-variant-${id}`}
          />
        </div>
      ))}
    </Stack>
  );
}
