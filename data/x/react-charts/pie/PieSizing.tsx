import { PieChart } from '@mui/x-charts/PieChart';

const browsers = [
  { id: 0, value: 64, label: 'Chrome' },
  { id: 1, value: 19, label: 'Safari' },
  { id: 2, value: 5, label: 'Edge' },
  { id: 3, value: 3, label: 'Firefox' },
  { id: 4, value: 9, label: 'Other' },
];

export default function PieSizing() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: browsers,
          innerRadius: 40,
          outerRadius: 100,
          paddingAngle: 2,
          cornerRadius: 4,
          cx: 110,
        },
      ]}
    />
  );
}
