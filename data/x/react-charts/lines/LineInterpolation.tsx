import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = ['linear', 'monotoneX', 'natural', 'step', 'catmullRom'];

export default function LineInterpolation() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');
  return (
    <div>
      <TextField
        select
        size="small"
        label="Interpolation"
        value={curve}
        onChange={(event) => setCurve(event.target.value as CurveType)}
        sx={{ minWidth: 180 }}
        // The listbox is rendered only while the menu is open; a closed select points at nothing.
        SelectProps={{ SelectDisplayProps: { 'aria-controls': undefined } }}
      >
        {curves.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={280}
        xAxis={[{ data: [0, 1, 2, 3, 4, 5, 6] }]}
        series={[{ data: [2, 5, 3, 8, 4, 7, 6], curve, label: 'Orders per minute' }]}
      />
    </div>
  );
}
