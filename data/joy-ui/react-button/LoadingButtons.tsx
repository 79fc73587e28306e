import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function LoadingButtons() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2}>
      <Typography
        component="label"
        startDecorator={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
      >
        Loading
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button loading={loading}>Submit</Button>
        <Button loading={loading} loadingPosition="start" variant="soft">
          Uploading
        </Button>
        <Button loading={loading} loadingPosition="end" variant="outlined">
          Saving
        </Button>
      </Stack>
    </Stack>
  );
}
