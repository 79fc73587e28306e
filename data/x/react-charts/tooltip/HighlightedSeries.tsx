import { LineChart } from '@mui/x-charts/LineChart';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];
const cities = {
  Lisbon: [12, 14, 9, 11, 16, 18, 19],
  Nairobi: [8, 9, 7, 10, 12, 15, 17],
  Osaka: [15, 16, 10, 9, 13, 16, 18],
  Lima: [6, 7, 5, 6, 8, 9, 11],
  Oslo: [10, 10, 8, 9, 10, 11, 12],
};

export default function HighlightedSeries() {
  return (
    <LineChart
      height={340}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
      axisHighlight={{ x: 'line', y: 'line' }}
      series={Object.entries(cities).map(([city, data]) => ({
        data,
        label: city,
        curve: 'monotoneX' as const,
        highlightScope: { highlighted: 'series' as const, faded: 'global' as const },
        valueFormatter: (value: number | null) => (value === null ? '' : `${value} M visitors`),
      }))}
      sx={{
        '& .MuiLineElement-faded': { opacity: 0.25 },
        '& .MuiLineElement-highlighted': { strokeWidth: 4 },
      }}
    />
  );
}
