import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function ChartsGallery() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      <LineChart
        height={220}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[{ data: [12, 19, 15, 24, 28, 31], label: 'Sign-ups' }]}
        slotProps={{ legend: { hidden: true } }}
      />
      <BarChart
        height={220}
        xAxis={[{ scaleType: 'band', data: ['North', 'South', 'East', 'West'] }]}
        series={[{ data: [42, 27, 35, 19], label: 'Stores' }]}
        slotProps={{ legend: { hidden: true } }}
      />
      <PieChart
        height={220}
        series={[
          {
            innerRadius: 40,
            data: [
              { id: 0, value: 58, label: 'Web' },
              { id: 1, value: 31, label: 'iOS' },
              { id: 2, value: 11, label: 'Android' },
            ],
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
