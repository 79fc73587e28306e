import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 28 }, (_, index) => new Date(Date.UTC(2024, 1, index + 1)));
const visits = days.map(
  (day, index) => 300 + ((index * 37) % 120) + (day.getUTCDay() === 0 ? -150 : 0),
);
const mondays = days.filter((day) => day.getUTCDay() === 1);

export default function FixedTickPositions() {
  // A tick on each Monday only, whatever the chart's width.
  return (
    <LineChart
      height={280}
      xAxis={[
        {
          data: days,
          scaleType: 'time',
          tickInterval: mondays,
          valueFormatter: (day: Date) => `Mon ${day.getUTCDate()}`,
        },
      ]}
      series={[{ data: visits, label: 'Visits', showMark: false }]}
    />
  );
}
