import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { visuallyHidden } from '@mui/utils';

export default function TextRating() {
  const value = 3.5;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Rating
        name="text-rating"
        value={value}
        precision={0.5}
        readOnly
        getLabelText={(v) => `${v} out of 5 stars`}
      />
      <Box component="span" aria-hidden>
        {value} / 5
      </Box>
      <Box component="span" sx={visuallyHidden}>
        from 212 reviews
      </Box>
    </Box>
  );
}
