import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonInlineText() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography>
        Your order ships from{' '}
        <Skeleton variant="inline" loading>
          Rotterdam
        </Skeleton>{' '}
        and should arrive on{' '}
        <Skeleton variant="inline" loading>
          Thursday 14 November
        </Skeleton>
        .
      </Typography>
    </Box>
  );
}
