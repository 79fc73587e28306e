import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisConfig } from '@mui/x-charts/models';

export default function BarSize() {
  const [categoryGap, setCategoryGap] = React.useState(0.3);
  const [barGap, setBarGap] = React.useState(0.1);
  const xAxis: AxisConfig<'band'> = {
    id: 'weekdays',
    scaleType: 'band',
    data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    categoryGapRatio: categoryGap,
    barGapRatio: barGap,
  };
  return (
    <div>
      <Typography id="category-gap-label" variant="body2">
        Gap between categories: {categoryGap}
      </Typography>
      <Slider
        aria-labelledby="category-gap-label"
        value={categoryGap}
        min={0}
        max={0.8}
        step={0.1}
        onChange={(event, value) => setCategoryGap(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <Typography id="bar-gap-label" variant="body2">
        Gap between bars: {barGap}
      </Typography>
      <Slider
        aria-labelledby="bar-gap-label"
        value={barGap}
        min={0}
        max={0.8}
        step={0.1}
        onChange={(event, value) => setBarGap(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <BarChart
        height={280}
        xAxis={[xAxis]}
        series={[
          { data: [4, 6, 5, 8, 3], label: 'Bugs opened' },
          { data: [3, 7, 6, 6, 5], label: 'Bugs closed' },
        ]}
      />
    </div>
  );
}
