import { BarChart } from '@mui/x-charts/BarChart';

const products = ['Espresso machine', 'Grinder', 'Milk frother', 'Kettle', 'Scale'];

export default function AxisTextCustomization() {
  return (
    <BarChart
      height={320}
      margin={{ bottom: 90 }}
      xAxis={[
        {
          scaleType: 'band',
          data: products,
          label: 'Product',
          labelStyle: { fontWeight: 'bold' },
          tickLabelStyle: { angle: -35, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      series={[{ data: [120, 86, 64, 150, 42], label: 'Units sold' }]}
    />
  );
}
