import { BarChart } from '@mui/x-charts/BarChart';

export default function MixedBarChart() {
  // Two stacks (actual, plan) plus a plain bar per quarter.
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
      series={[
        { data: [20, 24, 22, 30], label: 'Actual, online', stack: 'actual' },
        { data: [14, 12, 15, 16], label: 'Actual, stores', stack: 'actual' },
        { data: [22, 22, 25, 28], label: 'Plan, online', stack: 'plan' },
        { data: [12, 13, 13, 14], label: 'Plan, stores', stack: 'plan' },
        { data: [30, 33, 35, 40], label: 'Last year' },
      ]}
    />
  );
}
