import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonBasicCard() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Card variant="outlined" sx={{ width: 300, maxWidth: '100%' }} aria-busy={loading}>
      <AspectRatio ratio="21/9">
        <Skeleton loading={loading} variant="overlay">
          <span
            style={{ display: 'block', background: 'linear-gradient(135deg, #7fb3d5, #2e86c1)' }}
          />
        </Skeleton>
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">
          <Skeleton loading={loading}>Lake cabin, two nights</Skeleton>
        </Typography>
        <Typography level="body-sm">
          <Skeleton loading={loading}>Sleeps four, wood stove, rowing boat included.</Skeleton>
        </Typography>
      </CardContent>
      <Button onClick={() => setLoading(!loading)}>
        {loading ? 'Show the content' : 'Show the skeleton'}
      </Button>
    </Card>
  );
}
