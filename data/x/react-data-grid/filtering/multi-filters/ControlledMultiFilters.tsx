import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridLogicOperator, GridToolbar } from '@mui/x-data-grid-pro';
import type { GridFilterModel } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

const rows = createEmployeeRows(500);

const PRESETS: Record<string, GridFilterModel> = {
  'Started 2015–2017': {
    logicOperator: GridLogicOperator.And,
    items: [
      { id: 1, field: 'startDate', operator: 'onOrAfter', value: new Date(Date.UTC(2015, 0, 1)) },
      { id: 2, field: 'startDate', operator: 'before', value: new Date(Date.UTC(2018, 0, 1)) },
    ],
  },
  'Japan or Kenya': {
    logicOperator: GridLogicOperator.Or,
    items: [
      { id: 1, field: 'country', operator: 'is', value: 'Japan' },
      { id: 2, field: 'country', operator: 'is', value: 'Kenya' },
    ],
  },
  'No filter': { items: [] },
};

export default function ControlledMultiFilters() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(PRESETS['Japan or Kenya']);
  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {Object.entries(PRESETS).map(([label, model]) => (
          <Button key={label} size="small" variant="outlined" onClick={() => setFilterModel(model)}>
            {label}
          </Button>
        ))}
      </Stack>
      <div style={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={employeeColumns}
          columnVisibilityModel={{ id: false, email: false }}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: GridToolbar }}
        />
      </div>
    </div>
  );
}
