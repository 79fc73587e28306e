import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function DashedLineChart() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          id: 'booked',
          data: [30, 34, 31, 38, 42, 45, null, null, null, null, null, null],
          label: 'Booked',
        },
        {
          id: 'forecast',
          data: [null, null, null, null, null, 45, 47, 50, 48, 52, 55, 58],
          label: 'Forecast',
        },
      ]}
      sx={{ '& .MuiLineElement-series-forecast': { strokeDasharray: '6 4' } }}
    />
  );
}
