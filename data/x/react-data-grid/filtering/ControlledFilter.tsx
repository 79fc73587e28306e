import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid } from '@mui/x-data-grid';
import type { GridFilterModel } from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(1000);

export default function ControlledFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 1, field: 'department', operator: 'is', value: 'Engineering' }],
  });
  const current = filterModel.items.find((item) => item.field === 'department')?.value ?? '';
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Department"
        value={current}
        onChange={(event) =>
          setFilterModel({
            items: [{ id: 1, field: 'department', operator: 'is', value: event.target.value }],
          })
        }
        sx={{ width: 220 }}
        SelectProps={{ native: true }}
      >
        {DEPARTMENTS.map((department) => (
          <option key={department} value={department}>
            {department}
          </option>
        ))}
      </TextField>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
          pageSizeOptions={[25]}
        />
      </div>
    </Stack>
  );
}
