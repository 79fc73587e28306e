import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function AlertColorsByVariant() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Alert variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {(['solid', 'soft', 'outlined', 'plain'] as const).map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
      {COLORS.map((color) => (
        <Alert key={color} variant={variant} color={color} role="status">
          {color}
        </Alert>
      ))}
    </Stack>
  );
}
