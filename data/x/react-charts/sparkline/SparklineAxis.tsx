import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const days = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 3, 15 + index)));
const occupancy = [72, 75, 74, 78, 77, 80, 83];
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

export default function SparklineAxis() {
  // The x-axis carries the dates, so the tooltip names the day of each value.
  return (
    <SparkLineChart
      data={occupancy}
      height={60}
      width={200}
      showTooltip
      showHighlight
      xAxis={{
        scaleType: 'time',
        data: days,
        valueFormatter: (day: Date) => dayFormat.format(day),
      }}
      valueFormatter={(value) => `${value}% booked`}
    />
  );
}
