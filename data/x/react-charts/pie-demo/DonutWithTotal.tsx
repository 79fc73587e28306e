import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const data = [
  { id: 0, value: 420, label: 'Rent' },
  { id: 1, value: 260, label: 'Food' },
  { id: 2, value: 140, label: 'Transport' },
  { id: 3, value: 90, label: 'Leisure' },
  { id: 4, value: 60, label: 'Other' },
];
const total = data.reduce((sum, item) => sum + item.value, 0);

const CentreText = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 20,
  fontWeight: 600,
}));

function TotalLabel() {
  const { width, height, left, top } = useDrawingArea();
  return (
    <CentreText x={left + width / 2} y={top + height / 2}>
      ${total}
    </CentreText>
  );
}

export default function DonutWithTotal() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data,
          innerRadius: 70,
          outerRadius: 120,
          paddingAngle: 2,
          cornerRadius: 4,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabelMinAngle: 25,
          valueFormatter: (item) => `$${item.value}`,
        },
      ]}
    >
      <TotalLabel />
    </PieChart>
  );
}
