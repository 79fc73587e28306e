import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function AxisRendering() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: months, disableLine: true, tickSize: 0 }]}
      yAxis={[{ disableTicks: true, tickNumber: 4 }]}
      series={[
        { data: [4, 6, 9, 13, 17, 21, 24, 23, 19, 14, 9, 5], label: 'Mean temperature (°C)' },
      ]}
    />
  );
}
