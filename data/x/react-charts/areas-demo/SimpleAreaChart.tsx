import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function SimpleAreaChart() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          data: [220, 240, 310, 280, 350, 390, 420, 410, 380, 360, 330, 300],
          label: 'Visitors (thousands)',
          area: true,
          showMark: false,
        },
      ]}
    />
  );
}
