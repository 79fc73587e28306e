import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function ComposedChart() {
  return (
    <ResponsiveChartContainer
      height={300}
      series={[
        { type: 'line', data: [6200, 7400, 8100, 6900, 9800, 11200, 10400], label: 'Steps' },
      ]}
      xAxis={[{ scaleType: 'point', data: days, id: 'days' }]}
      yAxis={[{ id: 'steps' }]}
    >
      <LinePlot />
      <MarkPlot />
      <ChartsReferenceLine y={8000} label="Daily goal" lineStyle={{ strokeDasharray: '6 4' }} />
      <ChartsXAxis axisId="days" />
      <ChartsYAxis axisId="steps" />
    </ResponsiveChartContainer>
  );
}
