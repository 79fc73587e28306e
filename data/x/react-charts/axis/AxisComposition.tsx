import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function AxisComposition() {
  // Axes as components: one x-axis at the bottom, and a y-axis on each side for its own series.
  return (
    <ResponsiveChartContainer
      height={300}
      margin={{ left: 60, right: 60 }}
      xAxis={[{ id: 'quarters', scaleType: 'band', data: quarters }]}
      yAxis={[{ id: 'revenue' }, { id: 'margin' }]}
      series={[
        { type: 'bar', data: [120, 150, 170, 210], yAxisKey: 'revenue', label: 'Revenue (k$)' },
        { type: 'line', data: [12, 14, 13, 16], yAxisKey: 'margin', label: 'Margin (%)' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="quarters" position="bottom" />
      <ChartsYAxis axisId="revenue" position="left" label="Revenue (k$)" />
      <ChartsYAxis axisId="margin" position="right" label="Margin (%)" />
    </ResponsiveChartContainer>
  );
}
