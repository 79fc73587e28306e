import * as React from 'react';
import Card from '@mui/joy/Card';
import AspectRatio from '@mui/joy/AspectRatio';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import Switch from '@mui/joy/Switch';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

export default function SkeletonOverlay() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Card variant="outlined" sx={{ width: 300 }} aria-busy={loading}>
        <AspectRatio ratio="21/9">
          <Skeleton loading={loading}>
            <span
              style={{ display: 'block', background: 'linear-gradient(135deg, #38bdf8, #6366f1)' }}
            />
          </Skeleton>
        </AspectRatio>
        <Typography level="title-md">
          <Skeleton loading={loading}>Weekend in Lisbon</Skeleton>
        </Typography>
        <Typography level="body-sm">
          <Skeleton loading={loading}>Trams, tiles and pastries: a two-day walking route.</Skeleton>
        </Typography>
      </Card>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={loading} onChange={(e) => setLoading(e.target.checked)} />
        <FormLabel>Loading</FormLabel>
      </FormControl>
    </Stack>
  );
}
