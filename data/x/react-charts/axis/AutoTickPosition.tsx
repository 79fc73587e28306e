import { LineChart } from '@mui/x-charts/LineChart';

const x = Array.from({ length: 21 }, (_, index) => index * 5);
const y = x.map((value) => Math.round(100 * Math.exp(-value / 40)));

export default function AutoTickPosition() {
  // tickNumber asks for about 4 ticks; tickMinStep keeps them at least 10 apart.
  return (
    <LineChart
      height={280}
      xAxis={[{ data: x, tickNumber: 4, tickMinStep: 10, label: 'Minutes' }]}
      series={[{ data: y, label: 'Remaining (%)', showMark: false }]}
    />
  );
}
