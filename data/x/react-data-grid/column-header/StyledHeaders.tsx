import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40);
const MONEY_FIELDS = ['salary'];

const columns: GridColDef<EmployeeRow>[] = employeeColumns
  .filter((column) => column.field !== 'email')
  .map((column) => ({
    ...column,
    headerClassName: MONEY_FIELDS.includes(column.field) ? 'money-header' : 'plain-header',
    headerAlign: 'center',
  }));

export default function StyledHeaders() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .plain-header': { bgcolor: 'action.hover' },
        '& .money-header': { bgcolor: 'success.main', color: 'success.contrastText' },
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
      }}
    >
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={44} />
    </Box>
  );
}
