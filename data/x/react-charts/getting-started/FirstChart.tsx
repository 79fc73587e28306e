import { LineChart } from '@mui/x-charts/LineChart';

export default function FirstChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: [1, 2, 3, 4, 5, 6, 7, 8], label: 'Week' }]}
      series={[
        { data: [2, 5.5, 2, 8.5, 1.5, 5, 7, 9], label: 'Team A' },
        { data: [1, 3, 4, 5, 6, 6.5, 7.5, 8], label: 'Team B' },
      ]}
    />
  );
}
