import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function PulsateSkeleton() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      flexWrap="wrap"
      aria-busy="true"
      role="status"
      aria-label="Loading videos"
    >
      {[0, 1, 2].map((item) => (
        <Box key={item} sx={{ width: 200 }}>
          <Skeleton variant="rounded" width={200} height={112} />
          <Skeleton width="90%" sx={{ mt: 1 }} />
          <Skeleton width="60%" />
        </Box>
      ))}
    </Stack>
  );
}
