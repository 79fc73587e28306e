import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const readings = [18, 19, null, 21, 22, null, null, 20, 19, 18];
const hours = readings.map((_, index) => index + 8);

export default function LineChartConnectNulls() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }}>
      <LineChart
        height={240}
        xAxis={[{ data: hours }]}
        series={[{ data: readings, label: 'Gaps kept' }]}
      />
      <LineChart
        height={240}
        xAxis={[{ data: hours }]}
        series={[{ data: readings, label: 'Gaps joined', connectNulls: true }]}
      />
    </Stack>
  );
}
