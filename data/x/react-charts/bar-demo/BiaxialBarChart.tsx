import { BarChart } from '@mui/x-charts/BarChart';

export default function BiaxialBarChart() {
  return (
    <BarChart
      height={300}
      margin={{ left: 60, right: 60 }}
      xAxis={[{ scaleType: 'band', data: ['Lima', 'Nairobi', 'Hanoi', 'Tbilisi'] }]}
      yAxis={[
        { id: 'people', label: 'Population (millions)' },
        { id: 'area', label: 'Area (km²)' },
      ]}
      rightAxis="area"
      series={[
        { data: [10.7, 4.4, 8.4, 1.2], label: 'Population (millions)', yAxisKey: 'people' },
        { data: [2672, 696, 3359, 504], label: 'Area (km²)', yAxisKey: 'area' },
      ]}
    />
  );
}
