import { LineChart } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const history = [30, 34, 33, 39, 42, 45, null, null];
const forecast = [null, null, null, null, null, 45, 49, 53];

export default function StyledLines() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { id: 'history', data: history, label: 'Actual', showMark: false },
        { id: 'forecast', data: forecast, label: 'Forecast' },
      ]}
      sx={{
        '& .MuiLineElement-root': { strokeWidth: 3 },
        '& .MuiLineElement-series-forecast': { strokeDasharray: '8 6' },
        [`& .${axisClasses.root} .${axisClasses.line}`]: { stroke: 'rgba(128, 128, 128, 0.4)' },
        [`& .${axisClasses.tickLabel}`]: { fontWeight: 500 },
      }}
    />
  );
}
