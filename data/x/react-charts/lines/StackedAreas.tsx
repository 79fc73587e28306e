import { LineChart } from '@mui/x-charts/LineChart';

const years = [
  new Date(2018, 0, 1),
  new Date(2019, 0, 1),
  new Date(2020, 0, 1),
  new Date(2021, 0, 1),
  new Date(2022, 0, 1),
  new Date(2023, 0, 1),
];

export default function StackedAreas() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          scaleType: 'time',
          data: years,
          valueFormatter: (date: Date) => String(date.getFullYear()),
        },
      ]}
      series={[
        {
          data: [32, 35, 41, 44, 50, 53],
          label: 'Solar (TWh)',
          area: true,
          stack: 'energy',
          showMark: false,
        },
        {
          data: [48, 51, 55, 60, 63, 70],
          label: 'Wind (TWh)',
          area: true,
          stack: 'energy',
          showMark: false,
        },
        {
          data: [20, 20, 21, 19, 18, 19],
          label: 'Hydro (TWh)',
          area: true,
          stack: 'energy',
          showMark: false,
        },
      ]}
    />
  );
}
