import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const PLANETS = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];

export default function LoadingAutocomplete() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<string[]>([]);
  const loading = open && options.length === 0;

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    // Stands in for a request: the options arrive after a short delay.
    const timer = window.setTimeout(() => setOptions(PLANETS), 1200);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return (
    <FormControl sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>Planet (loads on open)</FormLabel>
      <Autocomplete
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        endDecorator={
          loading ? <CircularProgress size="sm" sx={{ bgcolor: 'background.surface' }} /> : null
        }
      />
    </FormControl>
  );
}
