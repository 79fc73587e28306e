import * as React from 'react';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InputAccessibility() {
  const id = React.useId();
  return (
    <Stack spacing={0.5} sx={{ width: 280, maxWidth: '100%' }}>
      <Typography component="label" htmlFor={`${id}-input`} level="title-sm">
        Postal code
      </Typography>
      <Input
        slotProps={{
          input: {
            id: `${id}-input`,
            'aria-describedby': `${id}-hint`,
            autoComplete: 'postal-code',
          },
        }}
      />
      <Typography id={`${id}-hint`} level="body-xs">
        Five digits, for example 10115.
      </Typography>
    </Stack>
  );
}
