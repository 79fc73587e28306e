import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonTextBlock() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography level="h4" component="p" sx={{ mb: 1 }}>
        <Skeleton variant="text" level="h4" width="60%" />
      </Typography>
      <Skeleton variant="text" level="body-md" />
      <Skeleton variant="text" level="body-md" />
      <Skeleton variant="text" level="body-md" width="80%" />
      <Skeleton variant="text" level="body-sm" width="40%" sx={{ mt: 1 }} />
    </Box>
  );
}
