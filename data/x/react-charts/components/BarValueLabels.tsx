import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const orders = [1240, 1580, 1330, 1920];

/** The parts of the axes' scales this component uses: a band scale and a linear scale. */
type BandScale = ((value: string) => number | undefined) & { bandwidth: () => number };
type LinearScale = (value: number) => number;

function ValueLabels() {
  const theme = useTheme();
  const xScale = useXScale() as unknown as BandScale;
  const yScale = useYScale() as unknown as LinearScale;
  return (
    <g aria-hidden>
      {quarters.map((quarter, index) => (
        <text
          key={quarter}
          x={(xScale(quarter) ?? 0) + xScale.bandwidth() / 2}
          y={yScale(orders[index]) - 6}
          textAnchor="middle"
          fontSize={12}
          fill={theme.palette.text.primary}
        >
          {orders[index].toLocaleString('en-US')}
        </text>
      ))}
    </g>
  );
}

export default function BarValueLabels() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ max: 2200 }]}
      series={[{ data: orders, label: 'Orders' }]}
    >
      <ValueLabels />
    </BarChart>
  );
}
