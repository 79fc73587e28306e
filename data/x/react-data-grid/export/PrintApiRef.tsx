import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 309);

export default function PrintApiRef() {
  const apiRef = useGridApiRef();
  return (
    <div>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() =>
          apiRef.current.exportDataAsPrint({
            fields: ['name', 'department', 'role'],
            hideFooter: true,
          })
        }
      >
        Print names, departments and roles
      </Button>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={employeeColumns} hideFooterPagination />
      </div>
    </div>
  );
}
