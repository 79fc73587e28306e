import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(30, 803);

export default function NoFocusOutline() {
  // For a read-only grid used with the mouse: no outline on the clicked cell or header.
  // Keyboard users still see the focused row through the hover and selection colours; keep the
  // outline in grids where people navigate cells with the keyboard.
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        hideFooterPagination
        sx={{
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within':
            {
              outline: 'none',
            },
        }}
      />
    </div>
  );
}
