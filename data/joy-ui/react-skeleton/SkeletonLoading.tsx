import * as React from 'react';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Switch from '@mui/joy/Switch';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

export default function SkeletonLoading() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ maxWidth: 340 }}>
      <FormControl orientation="horizontal" sx={{ gap: 1, mb: 2 }}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        <FormLabel>Loading</FormLabel>
      </FormControl>
      <Box aria-busy={loading}>
        <Typography level="title-md">
          <Skeleton loading={loading}>Autumn walking tour</Skeleton>
        </Typography>
        <Typography level="body-sm">
          <Skeleton loading={loading}>
            Three hours through the old harbour and the botanical garden, with a stop for coffee.
          </Skeleton>
        </Typography>
      </Box>
    </Box>
  );
}
