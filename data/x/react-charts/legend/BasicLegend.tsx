import { BarChart } from '@mui/x-charts/BarChart';

export default function BasicLegend() {
  // Every series with a label appears in the legend, at the top by default.
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
      series={[
        { data: [12, 19, 14, 22, 17], label: 'Tickets opened' },
        { data: [10, 15, 16, 20, 18], label: 'Tickets closed' },
      ]}
    />
  );
}
