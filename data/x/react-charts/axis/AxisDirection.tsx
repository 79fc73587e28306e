import { BarChart } from '@mui/x-charts/BarChart';

const ranking = ['Lisbon', 'Vienna', 'Oslo', 'Dublin', 'Prague'];

export default function AxisDirection() {
  // Rank 1 at the top: the band axis is reversed.
  return (
    <BarChart
      height={280}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: ranking, reverse: true }]}
      series={[{ data: [92, 88, 85, 81, 79], label: 'Quality of life index' }]}
      margin={{ left: 70 }}
    />
  );
}
