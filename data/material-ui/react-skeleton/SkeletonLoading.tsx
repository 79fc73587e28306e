import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SkeletonLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <FormControlLabel
        control={<Switch checked={loading} onChange={(e) => setLoading(e.target.checked)} />}
        label="Loading"
      />
      <Paper variant="outlined" sx={{ p: 2, width: 320 }} aria-busy={loading}>
        <Stack direction="row" spacing={2} alignItems="center">
          {loading ? (
            <Skeleton variant="circular" component="div">
              <Avatar />
            </Skeleton>
          ) : (
            <Avatar sx={{ bgcolor: 'primary.main' }}>LM</Avatar>
          )}
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="subtitle1" component="p">
              {loading ? <Skeleton width="70%" /> : 'Lise Meitner'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {loading ? <Skeleton width="40%" /> : 'Physicist'}
            </Typography>
          </Box>
        </Stack>
        {loading ? (
          <Skeleton variant="rounded" height={72} sx={{ mt: 2 }} />
        ) : (
          <Typography variant="body2" sx={{ mt: 2 }}>
            Part of the team that discovered nuclear fission. Element 109, meitnerium, is named
            after her.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
