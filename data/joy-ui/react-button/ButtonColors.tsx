import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import type { VariantProp } from '@mui/joy/styles';

const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ButtonColors() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Button variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {(['solid', 'soft', 'outlined', 'plain'] as const).map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {COLORS.map((color) => (
          <Button key={color} color={color} variant={variant}>
            {color}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
