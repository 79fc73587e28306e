import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

export default function ContainerProperties() {
  // A fixed-size container: width and height are required, and series and axes are declared on it.
  return (
    <ChartContainer
      width={320}
      height={220}
      margin={{ left: 40, right: 10, top: 10, bottom: 30 }}
      series={[{ type: 'bar', data: [3, 6, 4, 8] }]}
      xAxis={[{ id: 'teams', scaleType: 'band', data: ['Ana', 'Ben', 'Cy', 'Dee'] }]}
      yAxis={[{ id: 'count' }]}
    >
      <BarPlot />
      <ChartsXAxis axisId="teams" position="bottom" />
      <ChartsYAxis axisId="count" position="left" />
    </ChartContainer>
  );
}
