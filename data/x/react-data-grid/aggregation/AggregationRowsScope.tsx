import { DataGridPremium, GridToolbar } from '@mui/x-data-grid-premium';
import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(80, 212);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function AggregationRowsScope() {
  const [all, setAll] = React.useState(false);
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={all} onChange={(event) => setAll(event.target.checked)} />}
        label="Aggregate every row, ignoring the filter"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          aggregationRowsScope={all ? 'all' : 'filtered'}
          initialState={{
            aggregation: { model: { salary: 'sum', name: 'size' } },
            filter: {
              filterModel: { items: [{ field: 'department', operator: 'is', value: 'Sales' }] },
            },
          }}
        />
      </div>
    </div>
  );
}
