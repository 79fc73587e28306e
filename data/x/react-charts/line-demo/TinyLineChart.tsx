import { LineChart } from '@mui/x-charts/LineChart';

export default function TinyLineChart() {
  return (
    <LineChart
      width={220}
      height={80}
      margin={{ top: 6, bottom: 6, left: 6, right: 6 }}
      leftAxis={null}
      bottomAxis={null}
      slotProps={{ legend: { hidden: true } }}
      xAxis={[{ data: [1, 2, 3, 4, 5, 6, 7, 8] }]}
      series={[{ data: [3, 5, 4, 7, 6, 9, 8, 11], label: 'Stars', showMark: false }]}
    />
  );
}
