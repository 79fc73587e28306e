import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

const allTags = ['bug', 'design', 'documentation', 'good first issue', 'performance', 'security'];

export default function FreeSoloAsync() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<string[]>([]);
  const loading = open && options.length === 0;

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    // Simulates loading suggestions; no network request is made.
    const timer = window.setTimeout(() => setOptions(allTags), 800);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return (
    <Autocomplete
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Label (type your own or pick one)"
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <>
                {loading ? <CircularProgress color="inherit" size={18} /> : null}
                {params.InputProps.endAdornment}
              </>
            ),
          }}
        />
      )}
    />
  );
}
