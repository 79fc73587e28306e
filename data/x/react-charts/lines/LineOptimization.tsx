import { LineChart } from '@mui/x-charts/LineChart';

const x = Array.from({ length: 500 }, (_, index) => index);
const y = x.map((index) => Math.round(50 + 30 * Math.sin(index / 25) + 10 * Math.sin(index / 3)));

export default function LineOptimization() {
  // 500 points: no marks and no highlight keep rendering and hovering cheap.
  return (
    <LineChart
      height={280}
      xAxis={[{ data: x }]}
      series={[{ data: y, showMark: false, label: 'Signal' }]}
      disableAxisListener
      tooltip={{ trigger: 'none' }}
      axisHighlight={{ x: 'none' }}
    />
  );
}
