import { BarChart } from '@mui/x-charts/BarChart';

export default function StackedBarChart() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['2021', '2022', '2023', '2024'] }]}
      series={[
        { data: [40, 46, 51, 58], label: 'Subscriptions', stack: 'revenue' },
        { data: [22, 25, 24, 27], label: 'Services', stack: 'revenue' },
        { data: [8, 11, 15, 19], label: 'Marketplace', stack: 'revenue' },
      ]}
    />
  );
}
