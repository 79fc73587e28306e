import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

type Size = 'sm' | 'md' | 'lg';

export default function InputDecorators() {
  const [size, setSize] = React.useState<Size>('md');
  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Size"
        value={size}
        onChange={(event) => setSize(event.target.value as Size)}
      >
        {(['sm', 'md', 'lg'] as const).map((value) => (
          <Radio key={value} value={value} label={value} />
        ))}
      </RadioGroup>
      <Input
        size={size}
        placeholder="Search the docs"
        slotProps={{ input: { 'aria-label': 'Search the docs' } }}
        startDecorator={
          <IconButton variant="soft" aria-label="Filter">
            ☰
          </IconButton>
        }
        endDecorator={<Button>Search</Button>}
      />
      <Input
        size={size}
        placeholder="you@example.com"
        slotProps={{ input: { 'aria-label': 'Email address' } }}
        endDecorator={<Button variant="soft">Subscribe</Button>}
      />
    </Stack>
  );
}
