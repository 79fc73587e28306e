import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(30, 12);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'minWidth: 160', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'minWidth: 190', flex: 1, minWidth: 190 },
  { field: 'country', headerName: 'maxWidth: 150', flex: 1, maxWidth: 150 },
];

export default function MinimumWidth() {
  const labelId = React.useId();
  const [gridWidth, setGridWidth] = React.useState(700);
  return (
    <div style={{ width: '100%' }}>
      <Typography id={labelId} variant="body2" gutterBottom>
        Grid width: {gridWidth} px
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={gridWidth}
        min={300}
        max={900}
        step={20}
        onChange={(_, value) => setGridWidth(value as number)}
        sx={{ maxWidth: 360, mb: 1 }}
      />
      <div style={{ height: 300, width: gridWidth, maxWidth: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </div>
  );
}
