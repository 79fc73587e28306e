import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const sales = [120, 95, 140, 160, 130, 175];
const cumulated = sales.reduce<number[]>(
  (totals, value, index) => [...totals, value + (index > 0 ? totals[index - 1] : 0)],
  [],
);

export default function BarsAndLine() {
  return (
    <ResponsiveChartContainer
      height={340}
      series={[
        { type: 'bar', data: sales, label: 'Monthly sales', yAxisKey: 'monthly' },
        { type: 'line', data: cumulated, label: 'Year to date', yAxisKey: 'total' },
      ]}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'monthly', scaleType: 'linear' },
        { id: 'total', scaleType: 'linear' },
      ]}
      margin={{ left: 50, right: 60 }}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="months" position="bottom" />
      <ChartsYAxis axisId="monthly" position="left" label="Monthly" />
      <ChartsYAxis axisId="total" position="right" label="Cumulated" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip trigger="axis" />
      <ChartsLegend />
    </ResponsiveChartContainer>
  );
}
