import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function InteractiveBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { data: [3.2, 4.1, 4.8, 5.6], label: '2023', valueFormatter: (value) => `${value} M€` },
        { data: [4.0, 4.6, 5.9, 6.3], label: '2024', valueFormatter: (value) => `${value} M€` },
      ]}
      tooltip={{ trigger: 'axis' }}
      axisHighlight={{ x: 'band' }}
    />
  );
}
