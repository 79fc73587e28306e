import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
const sales = [42, 45, 44, 58, 66, 61, 48, 46, 47, 50];

function CampaignPeriod({ from, to, label }: { from: string; to: string; label: string }) {
  const theme = useTheme();
  const { top, height } = useDrawingArea();
  const xScale = useXScale() as (value: string) => number;
  const x1 = xScale(from);
  const x2 = xScale(to);
  return (
    <g>
      <rect
        x={x1}
        y={top}
        width={x2 - x1}
        height={height}
        fill={theme.palette.warning.main}
        opacity={0.15}
      />
      <text
        x={(x1 + x2) / 2}
        y={top + 16}
        textAnchor="middle"
        fill={theme.palette.text.secondary}
        fontSize={12}
      >
        {label}
      </text>
    </g>
  );
}

export default function CampaignBand() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[{ data: sales, label: 'Sales (k units)', curve: 'monotoneX' }]}
    >
      <CampaignPeriod from="Apr" to="Jun" label="Spring campaign" />
    </LineChart>
  );
}
