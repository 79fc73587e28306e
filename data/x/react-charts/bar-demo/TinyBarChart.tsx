import { BarChart } from '@mui/x-charts/BarChart';

export default function TinyBarChart() {
  return (
    <BarChart
      width={220}
      height={90}
      margin={{ top: 4, bottom: 4, left: 4, right: 4 }}
      leftAxis={null}
      bottomAxis={null}
      slotProps={{ legend: { hidden: true } }}
      xAxis={[{ scaleType: 'band', data: ['M', 'T', 'W', 'T', 'F', 'S', 'S'] }]}
      series={[{ data: [5, 8, 6, 9, 7, 3, 2], label: 'Deploys' }]}
    />
  );
}
