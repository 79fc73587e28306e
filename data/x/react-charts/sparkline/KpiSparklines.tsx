import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const kpis = [
  {
    label: 'Revenue',
    value: '€48.2k',
    data: [31, 34, 33, 38, 41, 40, 44, 48],
    plotType: 'line' as const,
  },
  {
    label: 'Orders',
    value: '1,204',
    data: [90, 120, 80, 140, 160, 130, 170, 180],
    plotType: 'bar' as const,
  },
  {
    label: 'Refunds',
    value: '2.1%',
    data: [3.4, 3.1, 2.9, 3.0, 2.6, 2.4, 2.3, 2.1],
    plotType: 'line' as const,
  },
];

export default function KpiSparklines() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      {kpis.map((kpi) => (
        <Box
          key={kpi.label}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            p: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{kpi.label}</Box>
            <Box sx={{ fontSize: 20, fontWeight: 600 }}>{kpi.value}</Box>
          </Box>
          <Box sx={{ width: 120 }}>
            <SparkLineChart
              data={kpi.data}
              plotType={kpi.plotType}
              height={40}
              area={kpi.plotType === 'line'}
              curve="natural"
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
