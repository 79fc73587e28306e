import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Key from '@mui/icons-material/Key';

const LEVELS = [
  { label: 'Very weak', color: 'danger' },
  { label: 'Weak', color: 'warning' },
  { label: 'Fair', color: 'warning' },
  { label: 'Strong', color: 'success' },
] as const;

/** A rough score from 0 to 3: length and variety of characters. */
function scoreOf(password: string): number {
  let score = 0;
  if (password.length >= 8) score += 1;
  if (/[A-Z]/.test(password) && /[a-z]/.test(password)) score += 1;
  if (/\d/.test(password) && /[^A-Za-z0-9]/.test(password)) score += 1;
  return score;
}

export default function PasswordMeterInput() {
  const [value, setValue] = React.useState('');
  const score = scoreOf(value);
  const level = LEVELS[score];
  return (
    <FormControl sx={{ width: 280, maxWidth: '100%' }}>
      <FormLabel>New password</FormLabel>
      <Stack spacing={0.5}>
        <Input
          type="password"
          autoComplete="new-password"
          startDecorator={<Key />}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <LinearProgress
          determinate
          color={level.color}
          value={value ? ((score + 1) / LEVELS.length) * 100 : 0}
          aria-label="Password strength"
        />
        <Typography level="body-xs" sx={{ alignSelf: 'flex-end' }} aria-live="polite">
          {value ? level.label : 'Use 8 or more characters, mixed case, a digit and a symbol.'}
        </Typography>
      </Stack>
    </FormControl>
  );
}
