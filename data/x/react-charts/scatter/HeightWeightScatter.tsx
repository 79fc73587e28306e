import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Deterministic sample points: a simple linear relation with a fixed wobble.
const makePoints = (count: number, base: number, slope: number, offset: number) =>
  Array.from({ length: count }, (_, index) => {
    const x = base + index * 1.5;
    const wobble = ((index * 37) % 11) - 5;
    return { id: `${offset}-${index}`, x, y: Math.round((x - 100) * slope + offset + wobble) };
  });

export default function HeightWeightScatter() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Height (cm)', min: 150 }]}
      yAxis={[{ label: 'Weight (kg)' }]}
      series={[
        { data: makePoints(20, 155, 0.9, 2), label: 'Group A' },
        { data: makePoints(20, 165, 1.0, 6), label: 'Group B' },
      ]}
    />
  );
}
