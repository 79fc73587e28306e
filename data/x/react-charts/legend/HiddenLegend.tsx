import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

export default function HiddenLegend() {
  const [hidden, setHidden] = React.useState(true);
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
        label="Hide the legend"
      />
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
        series={[
          { data: [12, 19, 14, 22, 17], label: 'Tickets opened' },
          { data: [10, 15, 16, 20, 18], label: 'Tickets closed' },
        ]}
        slotProps={{ legend: { hidden } }}
      />
    </div>
  );
}
