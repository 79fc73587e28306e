import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperature = [8, 9, 12, 14, 17, 21, 24, 24, 21, 17, 12, 9];
const rainfall = [110, 95, 70, 65, 45, 15, 5, 8, 30, 90, 120, 125];

export default function DualAxisWeather() {
  return (
    <LineChart
      height={340}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'temperature', label: 'Temperature (°C)' },
        { id: 'rain', label: 'Rainfall (mm)' },
      ]}
      series={[
        {
          yAxisKey: 'temperature',
          data: temperature,
          label: 'Mean temperature',
          curve: 'monotoneX',
          valueFormatter: (value: number | null) => (value === null ? '' : `${value} °C`),
        },
        {
          yAxisKey: 'rain',
          data: rainfall,
          label: 'Rainfall',
          curve: 'monotoneX',
          valueFormatter: (value: number | null) => (value === null ? '' : `${value} mm`),
        },
      ]}
      leftAxis="temperature"
      rightAxis="rain"
      margin={{ left: 70, right: 70 }}
    />
  );
}
