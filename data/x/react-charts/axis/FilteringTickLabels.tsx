import { BarChart } from '@mui/x-charts/BarChart';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
const load = hours.map((_, hour) => Math.round(20 + 60 * Math.sin((Math.PI * hour) / 24)));

export default function FilteringTickLabels() {
  // Every bar keeps its tick, but only every third hour is labelled.
  return (
    <BarChart
      height={280}
      xAxis={[
        { scaleType: 'band', data: hours, tickLabelInterval: (value, index) => index % 3 === 0 },
      ]}
      series={[{ data: load, label: 'Server load (%)' }]}
    />
  );
}
