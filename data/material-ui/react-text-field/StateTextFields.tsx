import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function StateTextFields() {
  const [city, setCity] = React.useState('Lisbon');
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <TextField
        label="Controlled city"
        value={city}
        onChange={(event) => setCity(event.target.value)}
      />
      <Typography variant="body2" color="text.secondary">
        State holds: {city || '(empty)'}
      </Typography>
      <TextField label="Uncontrolled country" defaultValue="Portugal" />
    </Stack>
  );
}
