import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Switch from '@mui/joy/Switch';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

export default function SkeletonImage() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ width: 280, maxWidth: '100%' }}>
      <FormControl orientation="horizontal" sx={{ gap: 1, mb: 2 }}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        <FormLabel>Loading</FormLabel>
      </FormControl>
      <AspectRatio ratio="4/3" sx={{ borderRadius: 'md' }}>
        <Skeleton loading={loading}>
          <Box
            component="span"
            role="img"
            aria-label="Sunset over hills"
            sx={{
              display: 'block',
              background: 'linear-gradient(180deg, #f6b36b 0%, #d9646b 55%, #4a3a6b 100%)',
            }}
          />
        </Skeleton>
      </AspectRatio>
    </Box>
  );
}
