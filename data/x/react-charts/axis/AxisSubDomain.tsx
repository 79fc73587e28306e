import { LineChart } from '@mui/x-charts/LineChart';

const scores = [71, 74, 73, 78, 80, 79, 83];

export default function AxisSubDomain() {
  // The y-axis starts at 60 instead of 0, so small changes between weeks are visible.
  return (
    <LineChart
      height={280}
      xAxis={[{ data: [1, 2, 3, 4, 5, 6, 7], label: 'Week', tickMinStep: 1 }]}
      yAxis={[{ min: 60, max: 90, label: 'Satisfaction score' }]}
      series={[{ data: scores, label: 'Score' }]}
    />
  );
}
