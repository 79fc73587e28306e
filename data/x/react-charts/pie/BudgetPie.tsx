import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';

const budget = [
  { id: 'rent', value: 1200, label: 'Rent' },
  { id: 'food', value: 450, label: 'Food' },
  { id: 'transport', value: 180, label: 'Transport' },
  { id: 'leisure', value: 220, label: 'Leisure' },
  { id: 'savings', value: 400, label: 'Savings' },
];

export default function BudgetPie() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <PieChart height={240} series={[{ data: budget }]} />
      <PieChart
        height={240}
        series={[
          { data: budget, innerRadius: 50, outerRadius: 100, paddingAngle: 3, cornerRadius: 6 },
        ]}
      />
    </Stack>
  );
}
