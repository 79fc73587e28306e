import { ScatterChart } from '@mui/x-charts/ScatterChart';

const animals = [
  { id: 'mouse', x: 0.02, y: 0.4 },
  { id: 'rat', x: 0.3, y: 2 },
  { id: 'cat', x: 4, y: 30 },
  { id: 'dog', x: 20, y: 70 },
  { id: 'human', x: 70, y: 1350 },
  { id: 'horse', x: 500, y: 600 },
  { id: 'elephant', x: 5000, y: 4800 },
];

export default function LogScatter() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ scaleType: 'log', label: 'Body mass (kg)' }]}
      yAxis={[{ scaleType: 'log', label: 'Brain mass (g)' }]}
      series={[
        {
          data: animals,
          label: 'Mammals',
          markerSize: 6,
          valueFormatter: (point) => `${point.id}: ${point.x} kg, ${point.y} g`,
        },
      ]}
    />
  );
}
