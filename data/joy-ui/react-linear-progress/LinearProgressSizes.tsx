import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function LinearProgressSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      {sizes.map((size) => (
        <LinearProgress
          key={size}
          size={size}
          determinate
          value={60}
          aria-label={`Storage used, size ${size}`}
        />
      ))}
      <Typography level="body-sm" id="thick-bar-label">
        Custom thickness of 12 pixels, in the success color
      </Typography>
      <LinearProgress
        determinate
        value={35}
        thickness={12}
        color="success"
        variant="outlined"
        aria-labelledby="thick-bar-label"
      />
    </Stack>
  );
}
