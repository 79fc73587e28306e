import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function LineArea() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          data: [3, 4, 6, 9, 12, 15, 16, 15, 12, 8, 5, 3],
          label: 'Daylight hours above 8',
          area: true,
        },
      ]}
    />
  );
}
