import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function TwoStacksPerBand() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { data: [20, 24, 22, 30], label: 'Laptops 2023', stack: '2023', color: '#90caf9' },
        { data: [12, 14, 13, 18], label: 'Tablets 2023', stack: '2023', color: '#64b5f6' },
        { data: [8, 7, 9, 11], label: 'Phones 2023', stack: '2023', color: '#1e88e5' },
        { data: [24, 27, 25, 34], label: 'Laptops 2024', stack: '2024', color: '#ffcc80' },
        { data: [11, 12, 12, 15], label: 'Tablets 2024', stack: '2024', color: '#ffa726' },
        { data: [10, 11, 12, 14], label: 'Phones 2024', stack: '2024', color: '#ef6c00' },
      ]}
      margin={{ top: 90 }}
    />
  );
}
