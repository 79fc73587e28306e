import { BarChart } from '@mui/x-charts/BarChart';

export default function LegendDimensions() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
      series={[
        { data: [12, 19, 14, 22, 17], label: 'Tickets opened' },
        { data: [10, 15, 16, 20, 18], label: 'Tickets closed' },
      ]}
      slotProps={{
        legend: { itemMarkWidth: 24, itemMarkHeight: 6, markGap: 8, itemGap: 24, padding: 4 },
      }}
    />
  );
}
