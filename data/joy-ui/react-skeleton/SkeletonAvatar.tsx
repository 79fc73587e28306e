import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Switch from '@mui/joy/Switch';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

export default function SkeletonAvatar() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box>
      <FormControl orientation="horizontal" sx={{ gap: 1, mb: 2 }}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        <FormLabel>Loading</FormLabel>
      </FormControl>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar>
          <Skeleton loading={loading}>SR</Skeleton>
        </Avatar>
        <Typography>
          <Skeleton loading={loading}>Sofia Ramos</Skeleton>
        </Typography>
      </Box>
    </Box>
  );
}
