import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

type Point = { x: number; y: number; id: string };

function makePoints(prefix: string, base: number, spread: number, count: number): Point[] {
  return Array.from({ length: count }, (_, index) => {
    const price = base + ((index * 37) % spread);
    const rating = Math.min(5, 2.6 + price / 90 + (((index * 13) % 9) - 4) / 10);
    return { id: `${prefix}-${index}`, x: price, y: Math.round(rating * 10) / 10 };
  });
}

const series = [
  { label: 'Headphones', data: makePoints('h', 20, 140, 14) },
  { label: 'Keyboards', data: makePoints('k', 30, 110, 12) },
  { label: 'Monitors', data: makePoints('m', 90, 120, 10) },
];

const all = series.flatMap((group) => group.data);
const n = all.length;
const meanX = all.reduce((sum, point) => sum + point.x, 0) / n;
const meanY = all.reduce((sum, point) => sum + point.y, 0) / n;
const slope =
  all.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0) /
  all.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;

function TrendLine() {
  const xScale = useXScale() as (value: number) => number;
  const yScale = useYScale() as (value: number) => number;
  const x1 = 10;
  const x2 = 220;
  return (
    <line
      x1={xScale(x1)}
      y1={yScale(intercept + slope * x1)}
      x2={xScale(x2)}
      y2={yScale(intercept + slope * x2)}
      stroke="currentColor"
      strokeDasharray="6 4"
      opacity={0.6}
    />
  );
}

export default function PriceVersusRating() {
  return (
    <ScatterChart
      height={360}
      xAxis={[{ min: 10, max: 220, label: 'Price ($)' }]}
      yAxis={[{ min: 2, max: 5, label: 'Rating' }]}
      series={series.map((group) => ({
        ...group,
        valueFormatter: (point: { x: number; y: number }) => `$${point.x}, ${point.y} ★`,
      }))}
    >
      <TrendLine />
    </ScatterChart>
  );
}
