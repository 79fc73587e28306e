import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarFilterButton,
} from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 417);

function TeamToolbar() {
  return (
    <GridToolbarContainer sx={{ flexWrap: 'wrap' }}>
      <Box component="strong" sx={{ px: 1, flexGrow: 1 }}>
        Team directory
      </Box>
      <GridToolbarFilterButton />
      <GridToolbarColumnsButton />
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function CustomToolbarSlot() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: TeamToolbar }}
        hideFooterPagination
      />
    </div>
  );
}
