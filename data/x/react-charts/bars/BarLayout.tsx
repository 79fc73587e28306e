import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['English', 'Mandarin', 'Hindi', 'Spanish', 'French', 'Arabic'];

export default function BarLayout() {
  // Horizontal bars leave room for long category names.
  return (
    <BarChart
      height={320}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: languages }]}
      series={[{ data: [1500, 1140, 610, 560, 310, 270], label: 'Speakers (millions)' }]}
      margin={{ left: 80 }}
    />
  );
}
