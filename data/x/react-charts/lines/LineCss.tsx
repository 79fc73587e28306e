import { LineChart } from '@mui/x-charts/LineChart';
import { lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function LineCss() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { id: 'actual', data: [8, 9, 11, 12, 14, 15, 15, 16, 17, 18, 18, 19], label: 'Actual' },
        { id: 'plan', data: [8, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21], label: 'Plan' },
      ]}
      sx={{
        [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        [`& .MuiLineElement-series-plan`]: { strokeDasharray: '8 5' },
        [`& .${markElementClasses.root}`]: { scale: '0.7' },
      }}
    />
  );
}
