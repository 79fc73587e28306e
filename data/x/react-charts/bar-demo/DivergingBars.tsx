import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const teams = ['Support', 'Design', 'Engineering', 'Sales', 'Finance', 'Operations'];
const change = [6, 3, -2, -7, 1, -4];

const format = (value: number | null) =>
  value === null || value === 0 ? '' : `${value > 0 ? '+' : ''}${value} pts`;

export default function DivergingBars() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: teams }]}
      xAxis={[{ min: -10, max: 10, label: 'Change in satisfaction (points)' }]}
      series={[
        {
          data: change.map((value) => (value > 0 ? value : 0)),
          label: 'Improved',
          stack: 'change',
          color: '#2e7d32',
          valueFormatter: format,
        },
        {
          data: change.map((value) => (value < 0 ? value : 0)),
          label: 'Declined',
          stack: 'change',
          color: '#d32f2f',
          valueFormatter: format,
        },
      ]}
      margin={{ left: 100 }}
    >
      <ChartsReferenceLine x={0} lineStyle={{ strokeDasharray: '4 4' }} />
    </BarChart>
  );
}
