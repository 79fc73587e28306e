import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const data = [14, 18, 16, 22, 25, 23];

export default function AxisHighlightModes() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }}>
      <LineChart
        height={240}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[{ data, label: 'Line: x and y highlight' }]}
        axisHighlight={{ x: 'line', y: 'line' }}
      />
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[{ data, label: 'Bars: no highlight' }]}
        axisHighlight={{ x: 'none' }}
      />
    </Stack>
  );
}
