import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

const rows = createEmployeeRows(500);

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarQuickFilter debounceMs={250} />
    </GridToolbarContainer>
  );
}

export default function CustomToolbarSearch() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: SearchToolbar }}
        columnVisibilityModel={{ id: false }}
      />
    </div>
  );
}
