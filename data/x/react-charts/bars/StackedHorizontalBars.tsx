import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Platform', 'Mobile', 'Web', 'Data'];

export default function StackedHorizontalBars() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: teams }]}
      xAxis={[{ label: 'Tickets' }]}
      series={[
        { data: [14, 9, 21, 6], label: 'Done', stack: 'tickets' },
        { data: [5, 7, 4, 3], label: 'In progress', stack: 'tickets' },
        { data: [3, 6, 2, 8], label: 'To do', stack: 'tickets' },
      ]}
      margin={{ left: 80 }}
    />
  );
}
