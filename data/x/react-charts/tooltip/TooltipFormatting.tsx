import { BarChart } from '@mui/x-charts/BarChart';

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function TooltipFormatting() {
  // Series values as dollars, and the axis value as a full quarter name in the tooltip header.
  return (
    <BarChart
      height={280}
      xAxis={[
        {
          scaleType: 'band',
          data: quarters,
          valueFormatter: (quarter: string) => `Quarter ${quarter.slice(1)}, 2024`,
        },
      ]}
      series={[
        {
          data: [182000, 205000, 198000, 240000],
          label: 'Revenue',
          valueFormatter: (value) => currency.format(value ?? 0),
        },
        {
          data: [121000, 130000, 126000, 149000],
          label: 'Costs',
          valueFormatter: (value) => currency.format(value ?? 0),
        },
      ]}
    />
  );
}
