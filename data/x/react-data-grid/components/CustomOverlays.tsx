import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { DataGrid, GridToolbar, useGridApiContext } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(100);

function NoMatchesOverlay() {
  const apiRef = useGridApiContext();
  return (
    <Stack sx={{ height: 1, alignItems: 'center', justifyContent: 'center', gap: 1 }}>
      <SearchOffIcon color="disabled" fontSize="large" aria-hidden />
      <Typography variant="body2">No employees match these filters.</Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}
      >
        Clear filters
      </Button>
    </Stack>
  );
}

export default function CustomOverlays() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        columnVisibilityModel={{ id: false, email: false }}
        slots={{ toolbar: GridToolbar, noResultsOverlay: NoMatchesOverlay }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['astronaut'] } },
        }}
      />
    </div>
  );
}
