import { BarChart } from '@mui/x-charts/BarChart';

export default function BarChartStackedBySign() {
  // Inflows stack above zero and outflows below it.
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May'] }]}
      series={[
        { data: [30, 28, 35, 32, 40], label: 'Sales', stack: 'cash', stackOffset: 'diverging' },
        { data: [10, 12, 8, 9, 11], label: 'Interest', stack: 'cash', stackOffset: 'diverging' },
        {
          data: [-22, -25, -20, -30, -24],
          label: 'Payroll',
          stack: 'cash',
          stackOffset: 'diverging',
        },
        { data: [-8, -6, -12, -7, -9], label: 'Rent', stack: 'cash', stackOffset: 'diverging' },
      ]}
    />
  );
}
