import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const nuclear = hours.map(() => 30);
const wind = hours.map((hour) => 12 + Math.round(6 * Math.cos((hour / 24) * 2 * Math.PI)));
const solar = hours.map((hour) =>
  hour < 6 || hour > 20 ? 0 : Math.round(28 * Math.sin(((hour - 6) / 14) * Math.PI)),
);
const gas = hours.map((hour) => (hour >= 17 && hour <= 21 ? 14 : 6));

const gw = (value: number | null) => (value === null ? '' : `${value} GW`);

export default function EnergyMix() {
  return (
    <LineChart
      height={340}
      xAxis={[{ data: hours, scaleType: 'point', valueFormatter: (hour: number) => `${hour}:00` }]}
      yAxis={[{ label: 'GW' }]}
      series={[
        {
          data: nuclear,
          label: 'Nuclear',
          area: true,
          stack: 'mix',
          showMark: false,
          valueFormatter: gw,
        },
        {
          data: wind,
          label: 'Wind',
          area: true,
          stack: 'mix',
          showMark: false,
          valueFormatter: gw,
        },
        { data: gas, label: 'Gas', area: true, stack: 'mix', showMark: false, valueFormatter: gw },
        {
          data: solar,
          label: 'Solar',
          area: true,
          stack: 'mix',
          showMark: false,
          valueFormatter: gw,
        },
      ]}
    />
  );
}
