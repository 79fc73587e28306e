import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Box from '@mui/joy/Box';

export default function SkeletonShapes() {
  return (
    <Stack spacing={2} sx={{ width: 320 }} aria-busy="true">
      <Stack direction="row" spacing={2} alignItems="center">
        <Skeleton variant="circular" width={48} height={48} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" level="title-md" width="60%" />
          <Skeleton variant="text" level="body-sm" width="40%" />
        </Box>
      </Stack>
      <Skeleton variant="rectangular" height={120} animation="wave" sx={{ borderRadius: 'sm' }} />
      <Skeleton variant="text" level="body-md" />
      <Skeleton variant="text" level="body-md" width="80%" animation={false} />
    </Stack>
  );
}
