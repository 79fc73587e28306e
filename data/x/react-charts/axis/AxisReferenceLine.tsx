import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function AxisReferenceLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[{ data: [61, 64, 70, 73, 69, 75, 79, 82, 78, 84, 88, 86], label: 'Uptime score' }]}
    >
      <ChartsReferenceLine y={75} label="Target 75" lineStyle={{ strokeDasharray: '6 4' }} />
      <ChartsReferenceLine x="Jul" label="New release" labelAlign="start" />
    </LineChart>
  );
}
