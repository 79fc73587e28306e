import { ScatterChart } from '@mui/x-charts/ScatterChart';

interface City {
  id: string;
  density: number;
  income: number;
  population: number;
}

const cities: City[] = Array.from({ length: 36 }, (_, index) => ({
  id: `city-${index}`,
  density: 400 + ((index * 733) % 9000),
  income: 18 + ((index * 17) % 40),
  population: 50_000 + ((index * 91_733) % 2_500_000),
}));

const CLASSES = [
  { label: 'Under 500k', max: 500_000, markerSize: 4 },
  { label: '500k – 1.5M', max: 1_500_000, markerSize: 8 },
  { label: 'Over 1.5M', max: Infinity, markerSize: 13 },
];

export default function CitySizes() {
  let previous = 0;
  const series = CLASSES.map(({ label, max, markerSize }) => {
    const min = previous;
    previous = max;
    return {
      label,
      markerSize,
      data: cities
        .filter((city) => city.population >= min && city.population < max)
        .map((city) => ({ id: city.id, x: city.density, y: city.income })),
      valueFormatter: (point: { x: number; y: number }) =>
        `${point.x.toLocaleString('en-US')} /km², $${point.y}k`,
    };
  });
  return (
    <ScatterChart
      height={360}
      xAxis={[{ label: 'Density (people per km²)' }]}
      yAxis={[{ label: 'Average income ($k)' }]}
      series={series}
    />
  );
}
