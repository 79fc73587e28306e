import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
} from '@mui/x-charts/colorPalettes';

const PALETTES = {
  blueberry: blueberryTwilightPalette,
  mango: mangoFusionPalette,
  fiesta: cheerfulFiestaPalette,
};

type PaletteName = keyof typeof PALETTES;

export default function PaletteChoice() {
  const [name, setName] = React.useState<PaletteName>('mango');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={name}
        onChange={(_, value: PaletteName | null) => value && setName(value)}
        aria-label="Palette"
      >
        {(Object.keys(PALETTES) as PaletteName[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        colors={PALETTES[name]}
        xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
        series={[
          { data: [4, 6, 5, 7, 3], label: 'Bugs' },
          { data: [8, 7, 9, 6, 8], label: 'Features' },
          { data: [2, 3, 2, 4, 5], label: 'Docs' },
          { data: [1, 2, 1, 1, 2], label: 'Chores' },
        ]}
      />
    </Stack>
  );
}
