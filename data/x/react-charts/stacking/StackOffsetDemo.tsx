import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2019, 2020, 2021, 2022, 2023];
const fmt = (year: number) => String(year);

export default function StackOffsetDemo() {
  // Same data: absolute stack on the left, 'expand' (shares of 100%) on the right.
  const series = [
    { data: [30, 32, 35, 34, 36], label: 'Rail' },
    { data: [50, 44, 47, 49, 48], label: 'Road' },
    { data: [20, 12, 16, 21, 24], label: 'Air' },
  ];
  return (
    <Stack direction={{ xs: 'column', md: 'row' }}>
      <LineChart
        height={260}
        xAxis={[{ data: years, valueFormatter: fmt, tickMinStep: 1 }]}
        series={series.map((item) => ({ ...item, stack: 'total', area: true, showMark: false }))}
      />
      <LineChart
        height={260}
        xAxis={[{ data: years, valueFormatter: fmt, tickMinStep: 1 }]}
        series={series.map((item) => ({
          ...item,
          stack: 'total',
          area: true,
          showMark: false,
          stackOffset: 'expand' as const,
        }))}
      />
    </Stack>
  );
}
