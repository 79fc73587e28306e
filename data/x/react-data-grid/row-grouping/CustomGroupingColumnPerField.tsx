import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridGroupingColDefOverrideParams } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 122);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

// With one column per criterion, the function receives the fields of each column.
const groupingColDef = (params: GridGroupingColDefOverrideParams) =>
  params.fields.includes('country')
    ? { headerName: 'Office country', width: 190 }
    : { headerName: 'Team', width: 170 };

export default function CustomGroupingColumnPerField() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        initialState={{ rowGrouping: { model: ['department', 'country'] } }}
      />
    </div>
  );
}
