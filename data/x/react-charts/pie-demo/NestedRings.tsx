import { PieChart } from '@mui/x-charts/PieChart';

const categories = [
  { id: 'product', value: 55, label: 'Product', color: '#1565c0' },
  { id: 'marketing', value: 25, label: 'Marketing', color: '#2e7d32' },
  { id: 'admin', value: 20, label: 'Administration', color: '#ef6c00' },
];

const details = [
  { id: 'eng', value: 35, label: 'Engineering', color: '#42a5f5' },
  { id: 'design', value: 20, label: 'Design', color: '#90caf9' },
  { id: 'ads', value: 15, label: 'Advertising', color: '#66bb6a' },
  { id: 'events', value: 10, label: 'Events', color: '#a5d6a7' },
  { id: 'office', value: 12, label: 'Office', color: '#ffa726' },
  { id: 'legal', value: 8, label: 'Legal', color: '#ffcc80' },
];

export default function NestedRings() {
  const percent = (item: { value: number }) => `${item.value}% of budget`;
  return (
    <PieChart
      height={320}
      series={[
        {
          data: categories,
          outerRadius: 80,
          highlightScope: { faded: 'global', highlighted: 'item' },
          faded: { additionalRadius: -5, color: 'gray' },
          valueFormatter: percent,
        },
        {
          data: details,
          innerRadius: 90,
          outerRadius: 130,
          highlightScope: { faded: 'global', highlighted: 'item' },
          faded: { additionalRadius: -5, color: 'gray' },
          valueFormatter: percent,
        },
      ]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
