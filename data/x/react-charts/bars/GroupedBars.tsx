import { BarChart } from '@mui/x-charts/BarChart';

export default function GroupedBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: ['Berlin', 'Madrid', 'Paris', 'Rome'] }]}
      series={[
        { data: [18, 22, 25, 21], label: 'Sunny days (April)' },
        { data: [12, 6, 9, 8], label: 'Rainy days (April)' },
      ]}
    />
  );
}
