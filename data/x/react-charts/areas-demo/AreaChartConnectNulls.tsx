import { LineChart } from '@mui/x-charts/LineChart';

const days = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export default function AreaChartConnectNulls() {
  return (
    <LineChart
      height={280}
      xAxis={[{ data: days, label: 'Day' }]}
      series={[
        {
          data: [5, 7, null, 9, 12, null, 10, 11, 14, 13],
          label: 'Rainfall (mm)',
          area: true,
          connectNulls: true,
        },
      ]}
    />
  );
}
