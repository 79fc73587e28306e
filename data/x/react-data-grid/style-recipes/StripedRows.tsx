import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(200);

export default function StripedRows() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        [`& .${gridClasses.row}.even`]: {
          backgroundColor: alpha(theme.palette.primary.main, 0.05),
          '&:hover, &.Mui-hovered': { backgroundColor: alpha(theme.palette.primary.main, 0.1) },
          '&.Mui-selected': { backgroundColor: alpha(theme.palette.primary.main, 0.2) },
        },
        [`& .${gridClasses.cell}`]: { fontVariantNumeric: 'tabular-nums' },
      })}
    >
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        columnVisibilityModel={{ email: false }}
        getRowClassName={({ indexRelativeToCurrentPage }) =>
          indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd'
        }
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
