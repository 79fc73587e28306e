import { DataGridPro } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../datasets/employees';

const rows = createEmployeeRows(1000, 901);

export default function ProPlanGrid() {
  // Pro features at a glance: a pinned name column, multi-column sorting and header filters.
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={employeeColumns}
        unstable_headerFilters
        initialState={{
          pinnedColumns: { left: ['name'] },
          sorting: {
            sortModel: [
              { field: 'department', sort: 'asc' },
              { field: 'salary', sort: 'desc' },
            ],
          },
        }}
      />
    </div>
  );
}
