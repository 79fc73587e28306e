import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

export default function LoadingButton() {
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button
        loading={loading}
        onClick={() => {
          setLoading(true);
          timer.current = window.setTimeout(() => setLoading(false), 2000);
        }}
      >
        Save draft
      </Button>
      <Button loading variant="outlined">
        Always loading
      </Button>
    </Box>
  );
}
