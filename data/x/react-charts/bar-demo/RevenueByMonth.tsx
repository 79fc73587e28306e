import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { month: 'Jan', hardware: 12400, software: 8300, services: 4100 },
  { month: 'Feb', hardware: 11800, software: 9100, services: 4500 },
  { month: 'Mar', hardware: 14100, software: 9800, services: 5200 },
  { month: 'Apr', hardware: 13200, software: 10400, services: 5600 },
  { month: 'May', hardware: 15800, software: 11200, services: 6100 },
  { month: 'Jun', hardware: 16900, software: 12500, services: 6400 },
];

const thousands = (value: number | null) =>
  value === null ? '' : `$${(value / 1000).toFixed(1)}k`;

export default function RevenueByMonth() {
  return (
    <BarChart
      height={340}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value / 1000}k` }]}
      series={[
        { dataKey: 'hardware', label: 'Hardware', valueFormatter: thousands },
        { dataKey: 'software', label: 'Software', valueFormatter: thousands },
        { dataKey: 'services', label: 'Services', valueFormatter: thousands },
      ]}
      margin={{ left: 60 }}
    />
  );
}
