import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns, formatSalary } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(60, 216);

const columns: GridColDef<EmployeeRow>[] = employeeColumns
  .filter((column) => column.field !== 'id' && column.field !== 'email')
  .map((column) =>
    column.field === 'salary'
      ? {
          ...column,
          width: 170,
          // `params.aggregation` is set only in aggregated cells.
          renderCell: (params) =>
            params.aggregation ? (
              <Typography variant="body2" fontWeight="bold" color="primary">
                Σ {formatSalary(Number(params.value))}
              </Typography>
            ) : (
              params.formattedValue
            ),
        }
      : column,
  );

export default function AggregationCustomRendering() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { salary: 'sum' } } }}
      />
    </div>
  );
}
