import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function SkipMissingPoints() {
  // The sensor was offline in April and May: null leaves a gap in the line.
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: [41, 44, 47, null, null, 58, 61, 60, 55, 50, 45, 42], label: 'Humidity (%)' },
      ]}
    />
  );
}
