import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';

export default function HalfRating() {
  return (
    <Stack spacing={1}>
      <Rating name="half-rating" defaultValue={3.5} precision={0.5} />
      <Rating
        name="average-rating"
        value={4.3}
        precision={0.1}
        readOnly
        getLabelText={(value) => `Average ${value} out of 5`}
      />
    </Stack>
  );
}
