import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function SimpleLineChart() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: [12, 14, 13, 17, 19, 22, 21, 24, 23, 26, 28, 31], label: 'Active projects' },
        { data: [8, 9, 11, 10, 12, 15, 16, 15, 18, 19, 21, 22], label: 'Completed projects' },
      ]}
    />
  );
}
