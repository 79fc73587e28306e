import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(5, 420);

function ThinLoadingBar() {
  return <LinearProgress aria-label="Loading employees" />;
}

export default function LinearLoadingOverlay() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        loading
        slots={{ loadingOverlay: ThinLoadingBar }}
        hideFooterPagination
      />
    </div>
  );
}
