import { LineChart } from '@mui/x-charts/LineChart';

export default function TinyAreaChart() {
  return (
    <LineChart
      width={220}
      height={80}
      margin={{ top: 6, bottom: 6, left: 6, right: 6 }}
      leftAxis={null}
      bottomAxis={null}
      slotProps={{ legend: { hidden: true } }}
      xAxis={[{ data: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }]}
      series={[
        {
          data: [4, 6, 5, 8, 7, 9, 12, 10, 13, 15],
          label: 'Storage used',
          area: true,
          showMark: false,
        },
      ]}
    />
  );
}
