import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.2 5 6.6 5c2 0 3.4 1.1 4.2 2.4h2.4C14 6.1 15.4 5 17.4 5c3.4 0 5.4 3.6 4.1 6.8C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

export default function CustomRating() {
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend">How much did you enjoy the event?</Typography>
      <Rating
        name="customized-hearts"
        defaultValue={2}
        max={6}
        getLabelText={(value) => `${value} heart${value !== 1 ? 's' : ''}`}
        icon={<Heart filled />}
        emptyIcon={<Heart filled={false} />}
        sx={{ color: '#e91e63' }}
      />
    </Stack>
  );
}
