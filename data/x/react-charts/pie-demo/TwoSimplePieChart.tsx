import { PieChart } from '@mui/x-charts/PieChart';

const mobile = [
  { id: 0, value: 70, label: 'Mobile: iOS' },
  { id: 1, value: 30, label: 'Mobile: Android' },
];
const desktop = [
  { id: 2, value: 55, label: 'Desktop: Windows' },
  { id: 3, value: 35, label: 'Desktop: macOS' },
  { id: 4, value: 10, label: 'Desktop: Linux' },
];

export default function TwoSimplePieChart() {
  // Two series in one chart, each placed with its own centre.
  return (
    <PieChart
      height={240}
      series={[
        { data: mobile, outerRadius: 70, cx: 80 },
        { data: desktop, outerRadius: 70, cx: 240 },
      ]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
