import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';

export default function LegendStyle() {
  const theme = useTheme();
  return (
    <PieChart
      height={280}
      series={[
        {
          data: [
            { id: 0, value: 48, label: 'Organic search' },
            { id: 1, value: 22, label: 'Direct' },
            { id: 2, value: 17, label: 'Social' },
            { id: 3, value: 13, label: 'Referral' },
          ],
          innerRadius: 50,
          cx: 120,
        },
      ]}
      margin={{ right: 200 }}
      slotProps={{
        legend: {
          direction: 'column',
          position: { vertical: 'middle', horizontal: 'right' },
          itemMarkWidth: 24,
          itemMarkHeight: 4,
          markGap: 8,
          itemGap: 14,
          padding: 12,
          labelStyle: { fontSize: 14, fill: theme.palette.text.secondary },
        },
      }}
    />
  );
}
