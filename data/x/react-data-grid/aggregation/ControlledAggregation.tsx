import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridAggregationModel } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 211);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function ControlledAggregation() {
  const [model, setModel] = React.useState<GridAggregationModel>({ salary: 'max' });
  return (
    <div>
      <p>Aggregation model: {JSON.stringify(model)}</p>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={setModel}
        />
      </div>
    </div>
  );
}
