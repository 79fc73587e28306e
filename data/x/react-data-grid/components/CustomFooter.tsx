import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridPagination,
  GridToolbar,
  gridFilteredTopLevelRowCountSelector,
  gridRowSelectionStateSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(300);

function StatusFooter() {
  const apiRef = useGridApiContext();
  const visible = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const selected = useGridSelector(apiRef, gridRowSelectionStateSelector).length;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        px: 2,
        borderTop: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2">
        {visible} of {rows.length} employees shown · {selected} selected
      </Typography>
      <GridPagination />
    </Box>
  );
}

export default function CustomFooter() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        checkboxSelection
        columnVisibilityModel={{ id: false, email: false }}
        slots={{ footer: StatusFooter, toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </div>
  );
}
