import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';

export default function SkeletonComment() {
  return (
    <Card
      variant="outlined"
      sx={{ width: 340, maxWidth: '100%', display: 'flex', gap: 2 }}
      aria-busy
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" level="title-sm" width="40%" />
          <Skeleton variant="text" level="body-xs" width="25%" />
        </Box>
      </Box>
      <Box>
        <Skeleton variant="text" level="body-sm" />
        <Skeleton variant="text" level="body-sm" width="70%" />
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Skeleton variant="rectangular" width={64} height={28} sx={{ borderRadius: 'sm' }} />
        <Skeleton variant="rectangular" width={64} height={28} sx={{ borderRadius: 'sm' }} />
      </Box>
    </Card>
  );
}
