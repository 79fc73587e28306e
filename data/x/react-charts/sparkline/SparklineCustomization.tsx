import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const weekly = [4, 7, 5, 9, 8, 12, 10, 14];

export default function SparklineCustomization() {
  return (
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
      <SparkLineChart data={weekly} height={60} width={140} curve="natural" area />
      <SparkLineChart
        data={weekly}
        height={60}
        width={140}
        showHighlight
        showTooltip
        colors={['#c62828']}
      />
      <SparkLineChart data={weekly} height={60} width={140} curve="step" />
    </Stack>
  );
}
