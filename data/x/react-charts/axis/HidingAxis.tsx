import { BarChart } from '@mui/x-charts/BarChart';

export default function HidingAxis() {
  // No left axis: the values are in the tooltip, and the bars compare at a glance.
  return (
    <BarChart
      height={260}
      leftAxis={null}
      margin={{ left: 16 }}
      xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
      series={[{ data: [32, 41, 38, 47], label: 'Signups (thousands)' }]}
    />
  );
}
