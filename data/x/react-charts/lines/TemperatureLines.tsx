import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const format = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function TemperatureLines() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: '°C' }]}
      series={[
        {
          data: [5, 6, 9, 12, 16, 19, 22, 21, 18, 13, 8, 5],
          label: 'Lisbon mean',
          curve: 'monotoneX',
          valueFormatter: format,
        },
        {
          data: [-3, -2, 2, 8, 13, 17, 19, 18, 13, 8, 3, -1],
          label: 'Warsaw mean',
          curve: 'monotoneX',
          valueFormatter: format,
        },
        {
          data: [1, 2, 5, 9, 13, null, null, 19, 15, 10, 6, 2],
          label: 'Sensor (gaps)',
          curve: 'step',
          showMark: false,
          valueFormatter: format,
        },
      ]}
    />
  );
}
