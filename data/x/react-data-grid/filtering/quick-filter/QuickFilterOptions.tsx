import { DataGrid, GridLogicOperator, GridToolbar } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

const rows = createEmployeeRows(500);

// Comma-separated values, so that multi-word values such as "United States" stay whole.
const parseCommaSeparated = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

export default function QuickFilterOptions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        columnVisibilityModel={{ id: false, email: false }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            quickFilterProps: {
              quickFilterParser: parseCommaSeparated,
              quickFilterFormatter: (values: string[]) => values.join(', '),
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['Kenya', 'Japan'],
              quickFilterLogicOperator: GridLogicOperator.Or,
              quickFilterExcludeHiddenColumns: true,
            },
          },
        }}
      />
    </div>
  );
}
