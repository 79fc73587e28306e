import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

interface StatOwnerState {
  variant: VariantProp;
  color: ColorPaletteProp;
}

const StatRoot = styled('div', {
  name: 'JoyStat',
  slot: 'root',
  shouldForwardProp: (prop) => prop !== 'ownerState',
})<{ ownerState: StatOwnerState }>(({ theme, ownerState }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  minWidth: 140,
  borderRadius: theme.vars.radius.md,
  ...theme.variants[ownerState.variant][ownerState.color],
  '&:hover': theme.variants[`${ownerState.variant}Hover`][ownerState.color],
}));

function Stat({
  label,
  value,
  variant = 'outlined',
  color = 'neutral',
}: {
  label: string;
  value: string;
  variant?: VariantProp;
  color?: ColorPaletteProp;
}) {
  return (
    <StatRoot ownerState={{ variant, color }}>
      <Typography level="body-xs" sx={{ color: 'inherit', opacity: 0.8 }}>
        {label}
      </Typography>
      <Typography level="h3" sx={{ color: 'inherit' }}>
        {value}
      </Typography>
    </StatRoot>
  );
}

export default function StatCard() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Stat label="Visitors" value="12,480" />
      <Stat label="Conversion" value="3.2%" variant="soft" color="success" />
      <Stat label="Errors" value="14" variant="solid" color="danger" />
      <Stat label="Latency" value="182 ms" variant="plain" color="primary" />
    </Box>
  );
}
