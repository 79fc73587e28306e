import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const nuclear = hours.map(() => 30);
const wind = hours.map((hour) => 12 + Math.round(6 * Math.cos((hour / 24) * 2 * Math.PI)));
const solar = hours.map((hour) =>
  hour < 6 || hour > 20 ? 0 : Math.round(28 * Math.sin(((hour - 6) / 14) * Math.PI)),
);
const gas = hours.map((hour) => (hour >= 17 && hour <= 21 ? 14 : 6));

export default function EnergyShares() {
  const common = { area: true, stack: 'share', stackOffset: 'expand' as const, showMark: false };
  return (
    <LineChart
      height={340}
      xAxis={[{ data: hours, scaleType: 'point', valueFormatter: (hour: number) => `${hour}:00` }]}
      yAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
      series={[
        { ...common, data: nuclear, label: 'Nuclear' },
        { ...common, data: wind, label: 'Wind' },
        { ...common, data: gas, label: 'Gas' },
        { ...common, data: solar, label: 'Solar' },
      ]}
    />
  );
}
