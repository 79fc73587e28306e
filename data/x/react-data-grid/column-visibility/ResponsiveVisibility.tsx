import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40);

export default function ResponsiveVisibility() {
  const narrow = useMediaQuery('(max-width:700px)', { noSsr: true });
  const [showSalary, setShowSalary] = React.useState(true);
  const model: GridColumnVisibilityModel = {
    email: !narrow,
    role: !narrow,
    salary: showSalary,
    id: false,
  };
  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={showSalary} onChange={(event) => setShowSalary(event.target.checked)} />
        }
        label="Show salary"
      />
      <div style={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(next) => setShowSalary(next.salary !== false)}
        />
      </div>
    </div>
  );
}
