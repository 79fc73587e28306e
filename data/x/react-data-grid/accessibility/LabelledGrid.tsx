import Typography from '@mui/material/Typography';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(50);

export default function LabelledGrid() {
  return (
    <div style={{ width: '100%' }}>
      <Typography id="team-directory-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Team directory
      </Typography>
      <div style={{ height: 400 }}>
        <DataGrid
          aria-labelledby="team-directory-title"
          rows={rows}
          columns={employeeColumns}
          columnVisibilityModel={{ id: false }}
          slots={{ toolbar: GridToolbar }}
        />
      </div>
    </div>
  );
}
