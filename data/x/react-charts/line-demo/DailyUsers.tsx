import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2024, 0, 1);

// A smooth trend with a weekly rhythm: fewer users at the weekend.
const days = Array.from({ length: 84 }, (_, index) => new Date(START + index * DAY));
const users = days.map((day, index) => {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  return Math.round(1800 + index * 14 + (weekend ? -420 : 0) + ((index * 37) % 90));
});

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function DailyUsers() {
  return (
    <LineChart
      height={340}
      xAxis={[
        {
          data: days,
          scaleType: 'time',
          valueFormatter: (value: Date) => dateFormat.format(value),
        },
      ]}
      series={[
        {
          data: users,
          label: 'Daily active users',
          showMark: false,
          area: false,
          valueFormatter: (value: number | null) =>
            value === null ? '' : value.toLocaleString('en-US'),
        },
      ]}
      margin={{ left: 60 }}
    >
      <ChartsReferenceLine
        y={2500}
        label="Target 2,500"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
    </LineChart>
  );
}
