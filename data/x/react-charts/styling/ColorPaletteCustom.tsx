import { BarChart } from '@mui/x-charts/BarChart';

const palette = ['#00796b', '#f57c00', '#5e35b1', '#c2185b'];

export default function ColorPaletteCustom() {
  // The colors prop replaces the default palette; series take its colours in order.
  return (
    <BarChart
      height={280}
      colors={palette}
      xAxis={[{ scaleType: 'band', data: ['North', 'South', 'East', 'West'] }]}
      series={[
        { data: [4, 6, 3, 5], label: 'Tea' },
        { data: [7, 5, 8, 6], label: 'Coffee' },
        { data: [2, 3, 2, 4], label: 'Juice' },
        { data: [5, 4, 6, 3], label: 'Water' },
      ]}
    />
  );
}
