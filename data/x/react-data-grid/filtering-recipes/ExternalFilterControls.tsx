import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';
import type { GridFilterModel } from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(300);
const columns = employeeColumns.filter((column) =>
  ['name', 'department', 'role', 'salary'].includes(column.field),
);

export default function ExternalFilterControls() {
  const [departments, setDepartments] = React.useState<string[]>(['Design', 'Support']);

  const filterModel = React.useMemo<GridFilterModel>(
    () => ({
      items:
        departments.length > 0
          ? [{ field: 'department', operator: 'isAnyOf', value: departments }]
          : [],
    }),
    [departments],
  );

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        value={departments}
        onChange={(_, value: string[]) => setDepartments(value)}
        aria-label="Departments"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {DEPARTMENTS.map((department) => (
          <ToggleButton key={department} value={department}>
            {department}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div style={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} filterModel={filterModel} disableColumnFilter />
      </div>
    </div>
  );
}
