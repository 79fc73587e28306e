import { PieChart } from '@mui/x-charts/PieChart';

const browsers = [
  { id: 0, value: 64, label: 'Chrome' },
  { id: 1, value: 19, label: 'Safari' },
  { id: 2, value: 5, label: 'Edge' },
  { id: 3, value: 3, label: 'Firefox' },
  { id: 4, value: 9, label: 'Other' },
];

export default function LabelledPie() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: browsers,
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value}%`,
          highlightScope: { faded: 'global', highlighted: 'item' },
          faded: { innerRadius: 30, additionalRadius: -30, color: 'gray' },
        },
      ]}
    />
  );
}
