import { LineChart } from '@mui/x-charts/LineChart';

export default function ChartPlacement() {
  // Larger margins make room for long axis labels and move the legend away from the plot.
  return (
    <LineChart
      height={300}
      margin={{ top: 60, right: 30, bottom: 50, left: 90 }}
      xAxis={[
        {
          data: [2019, 2020, 2021, 2022, 2023],
          valueFormatter: (year: number) => String(year),
          tickMinStep: 1,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value.toLocaleString('en-US')} tonnes` }]}
      series={[{ data: [12000, 11500, 12800, 13900, 14600], label: 'Recycled paper' }]}
    />
  );
}
