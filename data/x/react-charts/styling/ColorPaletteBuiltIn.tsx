import { PieChart } from '@mui/x-charts/PieChart';
import { cheerfulFiestaPalette } from '@mui/x-charts/colorPalettes';

const sources = [
  { id: 0, value: 38, label: 'Search' },
  { id: 1, value: 24, label: 'Social' },
  { id: 2, value: 18, label: 'Direct' },
  { id: 3, value: 12, label: 'E-mail' },
  { id: 4, value: 8, label: 'Referral' },
];

export default function ColorPaletteBuiltIn() {
  // A palette can be a function of the mode, so light and dark themes get their own shades.
  return (
    <PieChart
      height={240}
      colors={cheerfulFiestaPalette}
      series={[{ data: sources, innerRadius: 40 }]}
    />
  );
}
