import Chip from '@mui/material/Chip';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(120, 123);

// The department column's renderCell also draws the label of its group rows in the grouping column.
const columns: GridColDef<EmployeeRow>[] = employeeColumns
  .filter((column) => column.field !== 'id' && column.field !== 'email')
  .map((column) =>
    column.field === 'department'
      ? {
          ...column,
          renderCell: (params) =>
            params.value == null ? (
              ''
            ) : (
              <Chip size="small" label={String(params.value ?? '')} variant="outlined" />
            ),
        }
      : column,
  );

export default function GroupingCustomCellRenderer() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['department'] } }}
      />
    </div>
  );
}
