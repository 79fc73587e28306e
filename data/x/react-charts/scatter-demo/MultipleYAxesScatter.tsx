import { ScatterChart } from '@mui/x-charts/ScatterChart';

const temperature = [
  { id: 1, x: 1, y: 3 },
  { id: 2, x: 3, y: 7 },
  { id: 3, x: 5, y: 12 },
  { id: 4, x: 7, y: 18 },
  { id: 5, x: 9, y: 14 },
  { id: 6, x: 11, y: 6 },
];
const rain = [
  { id: 7, x: 1, y: 80 },
  { id: 8, x: 3, y: 62 },
  { id: 9, x: 5, y: 45 },
  { id: 10, x: 7, y: 30 },
  { id: 11, x: 9, y: 52 },
  { id: 12, x: 11, y: 88 },
];

export default function MultipleYAxesScatter() {
  return (
    <ScatterChart
      height={300}
      margin={{ left: 60, right: 60 }}
      xAxis={[{ label: 'Month', min: 0, max: 12 }]}
      yAxis={[
        { id: 'temp', label: 'Temperature (°C)' },
        { id: 'rain', label: 'Rain (mm)' },
      ]}
      rightAxis="rain"
      series={[
        { data: temperature, label: 'Temperature', yAxisKey: 'temp' },
        { data: rain, label: 'Rain', yAxisKey: 'rain' },
      ]}
    />
  );
}
