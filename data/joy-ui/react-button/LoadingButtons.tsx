import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

export default function LoadingButtons() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        <FormLabel>Loading</FormLabel>
      </FormControl>
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
