import Box from '@mui/system/Box';
import type { SxProps, Theme } from '@mui/system';

interface MetricTileProps {
  label: string;
  value: string;
  sx?: SxProps<Theme>;
}

function MetricTile({ label, value, sx = [] }: MetricTileProps) {
  return (
    <Box
      sx={[
        { p: 2, minWidth: 140, border: 1, borderColor: 'divider', borderRadius: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Box>
      <Box sx={{ fontSize: 24, fontWeight: 'bold' }}>{value}</Box>
    </Box>
  );
}

export default function MetricTileDemo() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <MetricTile label="Visitors" value="12,480" />
      <MetricTile label="Sign-ups" value="342" sx={{ borderColor: 'success.main' }} />
      <MetricTile label="Churn" value="1.8%" sx={{ bgcolor: 'action.hover' }} />
    </Box>
  );
}
