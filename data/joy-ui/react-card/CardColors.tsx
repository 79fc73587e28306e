import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';
import type { VariantProp } from '@mui/joy/styles';

const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CardColors() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Card variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {(['plain', 'outlined', 'soft', 'solid'] as const).map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {COLORS.map((color) => (
          <Card key={color} variant={variant} color={color} sx={{ width: 120 }}>
            <Typography level="title-sm" textColor="inherit">
              {color}
            </Typography>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
