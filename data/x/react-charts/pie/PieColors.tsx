import { PieChart } from '@mui/x-charts/PieChart';

const diet = [
  { id: 0, value: 45, label: 'Carbohydrates', color: '#f9a825' },
  { id: 1, value: 30, label: 'Fat', color: '#8d6e63' },
  { id: 2, value: 25, label: 'Protein', color: '#c62828' },
];

export default function PieColors() {
  // Each slice sets its own colour; without it, the chart's palette is used in order.
  return <PieChart height={240} series={[{ data: diet }]} />;
}
