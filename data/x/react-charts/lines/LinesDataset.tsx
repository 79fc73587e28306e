import { LineChart } from '@mui/x-charts/LineChart';

const dataset = [
  { year: 2018, solar: 5, wind: 12 },
  { year: 2019, solar: 7, wind: 13 },
  { year: 2020, solar: 9, wind: 15 },
  { year: 2021, solar: 12, wind: 16 },
  { year: 2022, solar: 16, wind: 18 },
  { year: 2023, solar: 21, wind: 19 },
];

export default function LinesDataset() {
  return (
    <LineChart
      height={280}
      dataset={dataset}
      xAxis={[{ dataKey: 'year', valueFormatter: (year: number) => String(year), tickMinStep: 1 }]}
      series={[
        { dataKey: 'solar', label: 'Solar (% of electricity)' },
        { dataKey: 'wind', label: 'Wind (% of electricity)' },
      ]}
    />
  );
}
