import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';

export default function WaveSkeleton() {
  return (
    <Card
      sx={{ width: 340, maxWidth: '100%' }}
      role="status"
      aria-busy="true"
      aria-label="Loading post"
    >
      <CardHeader
        avatar={<Skeleton animation="wave" variant="circular" width={40} height={40} />}
        title={<Skeleton animation="wave" height={10} width="70%" sx={{ mb: 0.5 }} />}
        subheader={<Skeleton animation="wave" height={10} width="40%" />}
      />
      <Skeleton animation="wave" variant="rectangular" sx={{ height: 160 }} />
      <CardContent>
        <Box>
          <Skeleton animation="wave" height={10} sx={{ mb: 0.75 }} />
          <Skeleton animation="wave" height={10} width="80%" />
        </Box>
      </CardContent>
    </Card>
  );
}
