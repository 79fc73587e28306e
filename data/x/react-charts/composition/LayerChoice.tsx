import Stack from '@mui/material/Stack';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { AreaPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const weeks = Array.from({ length: 12 }, (_, index) => index + 1);
const load = [62, 65, 71, 68, 74, 80, 77, 83, 79, 86, 90, 84];

const container = {
  height: 280,
  series: [{ type: 'line' as const, data: load, label: 'Server load (%)', area: true }],
  xAxis: [
    { scaleType: 'point' as const, data: weeks, valueFormatter: (week: number) => `W${week}` },
  ],
  yAxis: [{ min: 50, max: 100 }],
};

export default function LayerChoice() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <ResponsiveChartContainer {...container}>
        <LinePlot />
        <ChartsAxis />
        <ChartsTooltip trigger="axis" />
      </ResponsiveChartContainer>
      <ResponsiveChartContainer {...container}>
        <AreaPlot />
        <LinePlot />
        <ChartsReferenceLine y={85} label="Alert 85%" lineStyle={{ strokeDasharray: '4 4' }} />
        <MarkPlot />
        <ChartsAxis />
        <ChartsTooltip trigger="axis" />
      </ResponsiveChartContainer>
    </Stack>
  );
}
