import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(80);

export default function FlexLayout() {
  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" component="p">
          Employees
        </Typography>
      </Box>
      {/* flex: 1 takes the space left; minHeight: 0 lets the grid scroll instead of growing. */}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          columnVisibilityModel={{ email: false }}
          sx={{ border: 0 }}
        />
      </Box>
      <Typography variant="body2" sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
        {rows.length} employees in {new Set(rows.map((row) => row.country)).size} countries
      </Typography>
    </Box>
  );
}
