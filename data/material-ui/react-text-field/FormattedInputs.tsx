import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type CardNumberInputProps = React.InputHTMLAttributes<HTMLInputElement>;

function groupDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

// A stand-in for a masking library: any component that renders an <input> and
// forwards its ref can be passed as `inputComponent`.
const CardNumberInput = React.forwardRef<HTMLInputElement, CardNumberInputProps>(
  function CardNumberInput({ onChange, ...other }, ref) {
    return (
      <input
        {...other}
        ref={ref}
        inputMode="numeric"
        onChange={(event) => {
          event.target.value = groupDigits(event.target.value);
          onChange?.(event);
        }}
      />
    );
  },
);

export default function FormattedInputs() {
  const [value, setValue] = React.useState('4242424242424242');
  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <TextField
        label="Card number"
        value={groupDigits(value)}
        onChange={(event) => setValue(event.target.value)}
        InputProps={{ inputComponent: CardNumberInput }}
      />
      <Typography variant="body2" color="text.secondary">
        Digits stored: {value.replace(/\D/g, '')}
      </Typography>
    </Stack>
  );
}
