import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(60);

const columns: GridColDef<EmployeeRow>[] = employeeColumns
  .filter((column) => ['name', 'department', 'salary', 'active'].includes(column.field))
  .map((column) =>
    column.field === 'salary'
      ? {
          ...column,
          cellClassName: ({ value }) => {
            if ((value as number) >= 100000) {
              return 'salary--high';
            }
            return (value as number) < 45000 ? 'salary--low' : '';
          },
        }
      : column,
  );

export default function ConditionalClasses() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .salary--high': { color: 'success.dark', fontWeight: 600 },
        '& .salary--low': { color: 'error.main' },
        [`& .${gridClasses.row}.row--inactive`]: { color: 'text.disabled', fontStyle: 'italic' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={({ row }) => ((row as EmployeeRow).active ? '' : 'row--inactive')}
      />
    </Box>
  );
}
