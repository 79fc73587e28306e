import { PieChart } from '@mui/x-charts/PieChart';

const seats = [
  { id: 0, value: 142, label: 'Greens', color: '#2e7d32' },
  { id: 1, value: 98, label: 'Liberals', color: '#f9a825' },
  { id: 2, value: 121, label: 'Social Democrats', color: '#c62828' },
  { id: 3, value: 89, label: 'Conservatives', color: '#1565c0' },
];

export default function StraightAnglePieChart() {
  // A half circle, like a parliament: from -90° to 90°.
  return (
    <PieChart
      height={240}
      series={[
        { data: seats, startAngle: -90, endAngle: 90, innerRadius: 50, outerRadius: 110, cy: 160 },
      ]}
    />
  );
}
