import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(100);

export default function FixedHeight() {
  const [height, setHeight] = React.useState(300);
  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={height}
        onChange={(_, value: number | null) => value && setHeight(value)}
        aria-label="Grid height"
        sx={{ mb: 1 }}
      >
        {[200, 300, 450].map((value) => (
          <ToggleButton key={value} value={value}>
            {value} px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div style={{ height, width: '100%' }}>
        <DataGrid rows={rows} columns={employeeColumns} columnVisibilityModel={{ email: false }} />
      </div>
    </div>
  );
}
