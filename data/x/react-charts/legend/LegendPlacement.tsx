import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const PLACEMENTS = {
  top: {
    legend: { direction: 'row', position: { vertical: 'top', horizontal: 'middle' } },
    margin: { top: 60, right: 20 },
  },
  right: {
    legend: { direction: 'column', position: { vertical: 'middle', horizontal: 'right' } },
    margin: { top: 20, right: 140 },
  },
  bottom: {
    legend: { direction: 'row', position: { vertical: 'bottom', horizontal: 'middle' } },
    margin: { top: 20, right: 20, bottom: 80 },
  },
} as const;

type Placement = keyof typeof PLACEMENTS;

export default function LegendPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('right');
  const { legend, margin } = PLACEMENTS[placement];
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_, value: Placement | null) => value && setPlacement(value)}
        aria-label="Legend placement"
      >
        <ToggleButton value="top">Top</ToggleButton>
        <ToggleButton value="right">Right</ToggleButton>
        <ToggleButton value="bottom">Bottom</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: ['2021', '2022', '2023', '2024'] }]}
        series={[
          { data: [12, 15, 18, 22], label: 'North' },
          { data: [9, 11, 14, 13], label: 'South' },
          { data: [5, 8, 10, 15], label: 'East' },
        ]}
        margin={{ left: 40, ...margin }}
        slotProps={{ legend: { ...legend, position: { ...legend.position } } }}
      />
    </Stack>
  );
}
