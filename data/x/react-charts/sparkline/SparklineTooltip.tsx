import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function SparklineTooltip() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <span>Visits this week: 3,912</span>
      <Box sx={{ width: 160 }}>
        <SparkLineChart
          data={[420, 510, 480, 650, 700, 560, 592]}
          height={48}
          showTooltip
          showHighlight
          xAxis={{ scaleType: 'point', data: days }}
          valueFormatter={(value) => `${value} visits`}
        />
      </Box>
    </Box>
  );
}
