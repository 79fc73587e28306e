import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 121);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function ControlledRowGrouping() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['country']);
  return (
    <div>
      <ToggleButtonGroup
        size="small"
        value={model}
        onChange={(event, value: string[]) => setModel(value)}
        aria-label="Group by"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="country">Country</ToggleButton>
        <ToggleButton value="department">Department</ToggleButton>
        <ToggleButton value="active">Active</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
        />
      </div>
    </div>
  );
}
