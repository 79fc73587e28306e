import { LineChart } from '@mui/x-charts/LineChart';

const balance = [4, 6, 2, -3, -5, -1, 3, 7, 5, -2, 1, 6];
const weeks = balance.map((_, index) => index + 1);

export default function AreaChartFillByValue() {
  // A gradient split at zero colours gains green and losses red.
  const zeroShare = 7 / 12;
  return (
    <LineChart
      height={280}
      xAxis={[{ data: weeks, label: 'Week' }]}
      yAxis={[{ min: -5, max: 7 }]}
      series={[
        {
          id: 'balance',
          data: balance,
          label: 'Net balance',
          area: true,
          showMark: false,
          color: '#2e7d32',
        },
      ]}
      sx={{ '& .MuiAreaElement-series-balance': { fill: 'url(#balance-gradient)' } }}
    >
      <defs>
        <linearGradient id="balance-gradient" x1="0" y1="0" x2="0" y2="1">
          <stop offset={0} stopColor="#2e7d32" stopOpacity={0.6} />
          <stop offset={zeroShare} stopColor="#2e7d32" stopOpacity={0.6} />
          <stop offset={zeroShare} stopColor="#c62828" stopOpacity={0.6} />
          <stop offset={1} stopColor="#c62828" stopOpacity={0.6} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
