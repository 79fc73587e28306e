import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const years = Array.from({ length: 11 }, (_, index) => 2014 + index);
// 40% growth a year, from 1,000 users.
const users = years.map((_, index) => Math.round(1000 * 1.4 ** index));
const format = (value: number) =>
  value >= 1000 ? `${Math.round(value / 1000)}k` : String(Math.round(value));

export default function ScaleTypes() {
  const common = {
    height: 300,
    xAxis: [
      { data: years, scaleType: 'point' as const, valueFormatter: (year: number) => String(year) },
    ],
    margin: { left: 60 },
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <LineChart
        {...common}
        yAxis={[{ scaleType: 'linear', label: 'Linear', valueFormatter: format }]}
        series={[{ data: users, label: 'Users' }]}
      />
      <LineChart
        {...common}
        yAxis={[{ scaleType: 'log', label: 'Logarithmic', valueFormatter: format }]}
        series={[{ data: users, label: 'Users' }]}
      />
    </Stack>
  );
}
