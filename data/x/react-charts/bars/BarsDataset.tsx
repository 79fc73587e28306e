import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { city: 'Seoul', spring: 12, summer: 25, autumn: 15 },
  { city: 'Cairo', spring: 24, summer: 34, autumn: 27 },
  { city: 'Quito', spring: 14, summer: 14, autumn: 14 },
  { city: 'Oslo', spring: 5, summer: 17, autumn: 7 },
];

export default function BarsDataset() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'city' }]}
      series={[
        { dataKey: 'spring', label: 'Spring (°C)' },
        { dataKey: 'summer', label: 'Summer (°C)' },
        { dataKey: 'autumn', label: 'Autumn (°C)' },
      ]}
    />
  );
}
