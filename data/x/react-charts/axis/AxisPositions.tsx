import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['TypeScript', 'JavaScript', 'Python', 'Rust', 'Go', 'Kotlin', 'Swift', 'Elixir'];
const share = [0.31, 0.24, 0.18, 0.08, 0.07, 0.05, 0.04, 0.03];

export default function AxisPositions() {
  return (
    <BarChart
      height={360}
      xAxis={[
        {
          id: 'languages',
          scaleType: 'band',
          data: languages,
          tickLabelStyle: { angle: -40, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      yAxis={[
        {
          id: 'share',
          min: 0,
          max: 0.35,
          tickNumber: 7,
          valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
        },
      ]}
      series={[
        {
          data: share,
          label: 'Share of new projects',
          valueFormatter: (value: number | null) =>
            value === null ? '' : `${Math.round(value * 100)}%`,
        },
      ]}
      leftAxis={null}
      rightAxis={{ axisId: 'share', disableLine: true }}
      bottomAxis={{ axisId: 'languages', disableTicks: true }}
      margin={{ left: 20, right: 60, bottom: 90 }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
